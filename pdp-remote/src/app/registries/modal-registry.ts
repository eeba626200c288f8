// The page's modals by id, composed from every feature's manifest (features.ts), and the more-options
// sheet that gathers their actions (more-options.ts), each modal a chunk of its own. This table is itself
// a small chunk, loaded the first time any modal opens (modal-host.tsx). The type holds it to every id a
// manifest declares: a modal without a loader does not compile.
import { composed, type ModalLoaders } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';
import { FEATURES } from './features';
import { MORE_OPTIONS_MODAL } from './more-options';

export const MODAL_LOADERS: ModalLoaders<ModalPayloads> = { ...composed(FEATURES, 'modals'), ...MORE_OPTIONS_MODAL };
