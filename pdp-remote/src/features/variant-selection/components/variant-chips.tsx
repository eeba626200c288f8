// IMAGE and BUTTON displays: one real button per value, pressed when selected, disabled with its
// reason when no buyable item has it.
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import type { VariantGroupProps } from '../model/variant-groups';

export function VariantChips({ group, disabled, onPick }: VariantGroupProps) {
  const { t } = usePdpTranslator();
  const withImages = group.display === 'IMAGE';
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
      {group.choices.map((choice) => {
        const label = choice.available ? choice.value : t('pdp.variant.unavailable', { value: choice.value });
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={choice.selected}
            aria-label={label}
            title={choice.available ? undefined : t('pdp.variant.unavailableReason')}
            disabled={!choice.available}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && !choice.selected && choice.itemSku && onPick(choice.itemSku)}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space(2),
              minHeight: 44,
              minWidth: 44,
              padding: `${theme.space(1)} ${theme.space(3)}`,
              borderRadius: theme.radius,
              border: `${choice.selected ? 2 : 1}px solid ${choice.selected ? theme.color.accent : theme.color.border}`,
              background: choice.selected ? theme.color.accentBg : theme.color.surface,
              color: theme.color.text,
              font: 'inherit',
              cursor: 'pointer',
              '&:disabled': { cursor: 'not-allowed', color: theme.color.muted, background: theme.color.subtle },
              '&:disabled > span': { textDecoration: choice.available ? 'none' : 'line-through' },
              '&:focus-visible': theme.focusRing,
            }}
          >
            {withImages && choice.imageUrl && (
              <img src={choice.imageUrl} alt="" width={28} height={28} loading="lazy" css={{ borderRadius: 4, objectFit: 'cover' }} />
            )}
            <span>{choice.value}</span>
          </button>
        );
      })}
    </div>
  );
}
