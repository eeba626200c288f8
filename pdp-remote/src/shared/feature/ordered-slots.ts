// The slots the page lays out in an order of their own, whatever the list of features says: the rows of
// the service section and the actions of the more-options sheet. Each feature's module of them (its
// manifest's `rows` or `options` loads it) is loaded with the part that shows them, never in the first load.
import { refuseRepeats, refuseSharedIds, type FeatureManifest } from './feature-manifest';
import type { MoreOptionPart, ServiceRowPart } from './page-slots';

interface OrderedSlots {
  rows: ServiceRowPart;
  options: MoreOptionPart;
}

const SINGULAR = { rows: 'row', options: 'option' } as const;

/** Every manifest's parts of one slot, loaded and standing by their order (an id two of them declare, or a feature listed twice, throws). */
export async function slotsInOrder<Kind extends keyof OrderedSlots>(manifests: readonly FeatureManifest[], kind: Kind): Promise<readonly OrderedSlots[Kind][]> {
  refuseRepeats(manifests);
  const modules = await Promise.all(manifests.map((manifest) => manifest[kind]?.()));
  const parts = modules.flatMap((module) => (module?.default ?? []) as readonly OrderedSlots[Kind][]);
  refuseSharedIds(
    SINGULAR[kind],
    parts.map(({ id }) => id),
  );
  return [...parts].sort((first, second) => first.order - second.order);
}
