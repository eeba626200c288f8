// The variant displays that are chunks of their own (a dropdown), loaded before a hydration renders
// them: a part hydrated while its chunk is still on its way stays the server's markup, and a pick made
// there is lost (the select shows it, nothing listens) though the remote has said it is mounted.
import type { VariantAttributeDto } from '@pdp/backend-api/backend';

/** The dropdown display's chunk (variant-picker.tsx renders it through `lazy`). */
export const loadDropdown = () => import('./components/variant-dropdown');

/** Loads the chunks of the displays `attributes` need, so a hydration renders them with the rest. */
export async function preloadVariantDisplays(attributes: readonly Pick<VariantAttributeDto, 'display'>[]): Promise<void> {
  if (attributes.some((attribute) => attribute.display === 'DROPDOWN')) await loadDropdown();
}
