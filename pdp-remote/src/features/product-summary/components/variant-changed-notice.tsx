// The VARIANT_CHANGED notice: the variant the shopper had was changed by the seller; dismissing it
// resets the flag.
import { useAtomValue, useSetAtom } from 'jotai';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import { resetVariantChangedAtom, summaryStateAtom } from '../state/product-summary-atoms';

export function VariantChangedNotice() {
  const { t } = usePdpTranslator();
  const { variantChanged } = useAtomValue(summaryStateAtom);
  const reset = useSetAtom(resetVariantChangedAtom);
  if (!variantChanged) return null;
  return (
    <div
      role="note"
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(2),
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.color.accentBg,
      }}
    >
      <span css={{ flex: 1 }}>{t('pdp.variant.changed')}</span>
      <button
        type="button"
        onClick={reset}
        css={{
          minHeight: 44,
          padding: `0 ${theme.space(3)}`,
          border: 0,
          background: 'transparent',
          color: theme.color.accent,
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
          '&:focus-visible': theme.focusRing,
        }}
      >
        {t('pdp.variant.changedDismiss')}
      </button>
    </div>
  );
}
