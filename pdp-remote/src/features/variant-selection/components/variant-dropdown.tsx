// DROPDOWN display: a labelled native select; values no buyable item has are disabled options.
import { useId } from 'react';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import type { VariantGroupProps } from '../model/variant-groups';

function VariantDropdown({ group, disabled, onPick }: VariantGroupProps) {
  const { t } = usePdpTranslator();
  const id = useId();
  return (
    <>
      <label htmlFor={id} css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {t('pdp.variant.groupLabel', { name: group.name })}
      </label>
      <select
        id={id}
        value={group.selectedValue ?? ''}
        aria-disabled={disabled || undefined}
        onChange={(event) => {
          const choice = group.choices.find((candidate) => candidate.value === event.target.value);
          if (!disabled && choice?.itemSku && choice.available) onPick(choice.itemSku);
        }}
        css={{
          minHeight: 44,
          minWidth: 200,
          padding: `0 ${theme.space(3)}`,
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.border}`,
          font: 'inherit',
          background: theme.color.surface,
          '&:focus-visible': theme.focusRing,
        }}
      >
        {group.selectedValue === undefined && (
          <option value="" disabled>
            {t('pdp.variant.groupLabel', { name: group.name })}
          </option>
        )}
        {group.choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={!choice.available}>
            {choice.available ? choice.value : t('pdp.variant.unavailable', { value: choice.value })}
          </option>
        ))}
      </select>
    </>
  );
}

/** The default export: what the picker loads for a DROPDOWN group. */
export default VariantDropdown;
