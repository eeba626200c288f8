// From the summary's attributes and options (spec §3) to what the picker shows: for every value of
// every attribute, whether it is selected, whether it can be bought, and which item it leads to.
// A value leads to the item that keeps the other attributes as they are, when that item exists and
// can be bought; else to any item with that value that can be bought.
import type { ProductOptionDto, VariantAttributeDto } from '@pdp/backend-api/backend';
import type { AttributeDisplay } from '@pdp/backend-api/enums';

interface VariantChoice {
  value: string;
  imageUrl?: string;
  selected: boolean;
  available: boolean;
  /** The item to show when this value is picked; null when no item has it. */
  itemSku: string | null;
}

export interface VariantGroup {
  code: string;
  name: string;
  display: AttributeDisplay;
  selectedValue: string | undefined;
  choices: VariantChoice[];
}

export function variantGroups(attributes: readonly VariantAttributeDto[], options: readonly ProductOptionDto[]): VariantGroup[] {
  const current = options.find((option) => option.selected) ?? options[0];
  return attributes.map((attribute) => {
    const choices = attribute.values.map(({ value, imageUrl }): VariantChoice => {
      const withValue = options.filter((option) => option.attributes[attribute.code] === value);
      const sameOthers = withValue.find((option) =>
        attributes.every((other) => other.code === attribute.code || option.attributes[other.code] === current?.attributes[other.code]),
      );
      const target = (sameOthers?.available ? sameOthers : undefined) ?? withValue.find((option) => option.available) ?? sameOthers ?? withValue[0];
      return {
        value,
        imageUrl,
        selected: current?.attributes[attribute.code] === value,
        available: target?.available === true,
        itemSku: target?.itemSku ?? null,
      };
    });
    return {
      code: attribute.code,
      name: attribute.name,
      display: attribute.display,
      selectedValue: current?.attributes[attribute.code],
      choices,
    };
  });
}

/** What each display's component receives. */
export interface VariantGroupProps {
  group: VariantGroup;
  disabled: boolean;
  onPick: (itemSku: string) => void;
}
