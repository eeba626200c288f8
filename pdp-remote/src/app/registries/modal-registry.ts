// The page's modals by id, composed from every feature's manifest (features.ts), each modal a chunk of
// its own. This table is itself a small chunk, loaded the first time any modal opens (modal-host.tsx).
// The type holds it to every id a manifest declares: a modal without a loader does not compile.
import { composed, type ModalLoaders } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';
import { FEATURES } from './features';

export const MODAL_LOADERS: ModalLoaders<ModalPayloads> = composed(FEATURES, 'modals');
