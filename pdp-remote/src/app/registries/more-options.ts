// The more-options sheet (spec §2) and its actions, composed from every feature's manifest (features.ts)
// and standing by their order. The sheet is the one modal no manifest declares: it gathers the
// manifests' actions, so a manifest's loader of it would import the list that imports the manifest (a
// cycle). The modal table adds it beside theirs (modal-registry.ts). The actions' modules ride in the
// sheet's chunk (the chunk table, tooling/webpack/chunk-groups.cjs).
import type { ModalLoaders } from '../../shared/feature/feature-manifest';
import { slotsInOrder } from '../../shared/feature/ordered-slots';
import type { MoreOptionPart, MoreOptionProps } from '../../shared/feature/page-slots';
import type { ModalPayloads } from '../../shared/modal/modal-types';
import { FEATURES } from './features';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Share, save to the wishlist or report the product, gathered where the layout has no room for them (spec §2). */
    'more-options': MoreOptionProps;
  }
}

export const loadMoreOptions = (): Promise<readonly MoreOptionPart[]> => slotsInOrder(FEATURES, 'options');

export const MORE_OPTIONS_MODAL = {
  'more-options': async () => {
    const [sheet, options] = await Promise.all([import('../modals/more-options-modal'), loadMoreOptions()]);
    return sheet.withOptions(options);
  },
} satisfies ModalLoaders<Pick<ModalPayloads, 'more-options'>>;
