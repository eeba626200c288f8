// The modals' vocabulary. Features open modals by id; the app layer maps ids to lazily loaded
// components (app/registries/modal-registry.ts), so no feature imports another's modal. A remote built
// on these blocks (grocery) adds modals of its own under namespaced ids (`grocery.slot-picker`).
import type { LazyExoticComponent, ReactNode } from 'react';

/**
 * Every modal the page can open, with what it needs: empty here, and filled in by each feature's
 * manifest (`features/<name>/manifest.ts`, `declare module`), so a modal's payload sits with its
 * feature and any feature may still open it by id without importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface ModalPayloads {}

export type ModalId = keyof ModalPayloads;

/** An open request for one modal of a payload map. */
export type RequestOf<Payloads> = { [Id in keyof Payloads]: { id: Id; payload: Payloads[Id] } }[keyof Payloads];

export type ModalRequest = RequestOf<ModalPayloads>;

/** A modal another remote adds: its id has a namespace (`grocery.…`), its payload that remote's type. */
export interface ExtraModalRequest {
  id: `${string}.${string}`;
  payload: unknown;
}

export type ModalComponent<Payload> = (props: { payload: Payload; onClose: () => void }) => ReactNode;

/** Lazily loaded components for every id of a payload map. */
export type ModalRegistry<Payloads> = { [Id in keyof Payloads]: LazyExoticComponent<ModalComponent<Payloads[Id]>> };
