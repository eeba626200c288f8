// Variant selection for the three attribute displays of spec §3. Picking a value hands its item to
// `onPick`; the page turns that into a new path for the host.
import type { ProductOptionDto, VariantAttributeDto } from '@pdp/backend-api/backend';
import type { AttributeDisplay } from '@pdp/backend-api/enums';
import { lazy, memo, Suspense, useMemo, type ComponentType } from 'react';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import { variantGroups, type VariantGroupProps } from '../model/variant-groups';
import { VariantChips } from './variant-chips';
import { loadDropdown } from '../preload-displays';

// Chips are the common display; a dropdown is a chunk of its own, loaded when a product has one (a
// server render waits for it, so a page that arrives with one shows it, and so does the hydration of
// that page: preload-displays.ts), holding the select's height meanwhile.
const VariantDropdown = lazy(loadDropdown);

const GROUP_COMPONENTS: Record<AttributeDisplay, ComponentType<VariantGroupProps>> = {
  IMAGE: VariantChips,
  BUTTON: VariantChips,
  DROPDOWN: VariantDropdown,
};

interface VariantPickerProps {
  attributes: readonly VariantAttributeDto[];
  options: readonly ProductOptionDto[];
  /** True while the picked variant loads: further picks wait. */
  busy: boolean;
  onPick: (itemSku: string) => void;
}

export const VariantPicker = memo(function VariantPicker({ attributes, options, busy, onPick }: VariantPickerProps) {
  const { t } = usePdpTranslator();
  const groups = useMemo(() => variantGroups(attributes, options), [attributes, options]);
  if (groups.length === 0) return null;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }} aria-busy={busy}>
      {groups.map((group) => {
        const Group = GROUP_COMPONENTS[group.display];
        return (
          <fieldset key={group.code} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend css={{ padding: 0, marginBottom: theme.space(2), fontWeight: 600 }}>
              {group.selectedValue
                ? t('pdp.variant.selectedValue', { name: group.name, value: group.selectedValue })
                : t('pdp.variant.groupLabel', { name: group.name })}
            </legend>
            <Suspense fallback={<div style={{ minHeight: 44 }} />}>
              <Group group={group} disabled={busy} onPick={onPick} />
            </Suspense>
          </fieldset>
        );
      })}
    </div>
  );
});
