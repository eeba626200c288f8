// What a feature registers with the page: its modals, each with its payload type and its chunk. Each
// feature writes its own in `features/<name>/manifest.ts`; `app/registries/` composes them, so a new
// modal is a line in the feature's manifest and, for a new feature, one line in a registry
// (docs/adding-a-feature.md). A manifest holds loaders only: importing one costs a registry a function
// per modal, not the feature's code.
import { lazy } from 'react';
import type { ModalComponent, ModalRegistry } from '../modal/modal-types';

/** A modal's chunk: loaded the first time it opens. */
type ModalLoader<Payload> = () => Promise<{ default: ModalComponent<Payload> }>;

/** Loaders for every modal of a payload map. */
export type ModalLoaders<Payloads> = { [Id in keyof Payloads]: ModalLoader<Payloads[Id]> };

export interface FeatureManifest<Payloads> {
  /** Its modals by id, each a chunk. */
  modals: ModalLoaders<Payloads>;
}

/** A remote's own modals (its definition's `modals`): a lazy component for each loader. */
export function lazyModals<Payloads>(loaders: ModalLoaders<Payloads>): ModalRegistry<Payloads> {
  const registry: Partial<ModalRegistry<Payloads>> = {};
  for (const id of Object.keys(loaders) as (keyof Payloads)[]) registry[id] = lazy(loaders[id]);
  return registry as ModalRegistry<Payloads>;
}
