// Quantity: never below 1 (LOWER_THAN_MINIMUM), at most the item's maximum, 1 for in-store pickup.
// What the shopper types stays in the field until they leave it or press Enter. A step shows at
// once; what it changes on the page (the price summary's call, the summary, shipping) starts in the
// task after the press and renders as a transition after the paint (issue 41: starting the call in
// the press's handler made the press wait for it).
import { startTransition, useId, useOptimistic, useState } from 'react';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { nextTask } from '../../../shared/time/next-task';
import { theme } from '../../../shared/ui/theme';

export const IN_STORE_PICKUP_MAX_QUANTITY = 1;

interface QuantityStepperProps {
  value: number;
  max: number;
  pickup: boolean;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

const stepButton = {
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  fontSize: 20,
  cursor: 'pointer',
  '&:disabled, &[aria-disabled="true"]': { color: theme.color.muted, cursor: 'not-allowed', background: theme.color.subtle },
  '&:focus-visible': theme.focusRing,
} as const;

export function QuantityStepper({ value, max: dataMax, pickup, disabled, onChange }: QuantityStepperProps) {
  const { t } = usePdpTranslator();
  const id = useId();
  const messageId = useId();
  const max = Math.max(1, pickup ? Math.min(IN_STORE_PICKUP_MAX_QUANTITY, dataMax) : dataMax);
  // The quantity on screen: the chosen one while the page catches up with it.
  const [shown, show] = useOptimistic(value);
  // What the shopper is typing, until they leave the field or press Enter; otherwise the field shows
  // the quantity on screen, so a refused quantity gives way to the page's however soon it is refused.
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const text = draft ?? String(shown);

  const change = (quantity: number) => {
    setDraft(null);
    if (quantity === shown) return;
    // The quantity shown stays the chosen one until the page has caught up with it (the action ends).
    startTransition(async () => {
      show(quantity);
      await nextTask();
      startTransition(() => onChange(quantity));
    });
  };

  const commit = (candidate: number) => {
    if (!Number.isFinite(candidate) || candidate < 1) {
      setMessage(t('pdp.quantity.lowerThanMinimum'));
      setDraft(null);
      return;
    }
    if (candidate > max) {
      setMessage(pickup ? t('pdp.quantity.pickupLimit') : t('pdp.quantity.aboveMaximum', { max }));
      change(max);
      return;
    }
    setMessage(null);
    change(candidate);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {t('pdp.quantity.label')}
      </label>
      <div css={{ display: 'inline-flex', alignItems: 'stretch' }}>
        {/* aria-disabled, not disabled: a button that reaches its bound keeps the keyboard focus. */}
        <button
          type="button"
          aria-label={t('pdp.quantity.decrease')}
          aria-disabled={disabled || shown <= 1}
          onClick={() => !disabled && shown > 1 && commit(shown - 1)}
          css={{ ...stepButton, borderRadius: `${theme.radius} 0 0 ${theme.radius}` }}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/[^\d-]/g, ''))}
          onBlur={() => commit(Number.parseInt(text, 10))}
          onKeyDown={(event) => event.key === 'Enter' && commit(Number.parseInt(text, 10))}
          css={{
            width: 64,
            minHeight: 44,
            textAlign: 'center',
            font: 'inherit',
            border: `1px solid ${theme.color.border}`,
            borderLeft: 0,
            borderRight: 0,
            '&:focus-visible': theme.focusRing,
          }}
        />
        <button
          type="button"
          aria-label={t('pdp.quantity.increase')}
          aria-disabled={disabled || shown >= max}
          onClick={() => !disabled && shown < max && commit(shown + 1)}
          css={{ ...stepButton, borderRadius: `0 ${theme.radius} ${theme.radius} 0` }}
        >
          +
        </button>
      </div>
      {message && (
        <p id={messageId} role="alert" css={{ margin: 0, color: theme.color.warning, fontSize: 14 }}>
          {message}
        </p>
      )}
    </div>
  );
}
