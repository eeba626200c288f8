// What a feature registers with the page: its modals (each with its payload type and its chunk), the
// sections it adds and the pages it shows. Each feature writes its own in `features/<name>/manifest.ts`
// and adds one line to `app/registries/features.ts`; `app/registries/` composes them, so `app/` never
// reaches into a feature for them (docs/adding-a-feature.md). A manifest holds loaders and lazy
// components only: importing one costs a function per modal, section or page, not the feature's code.
import type { ModalComponent } from '../modal/modal-types';
import type { ComponentType } from 'react';
import type { PageSectionPart, ReceivingView, RoutePageId, RoutePageProps, SecondaryView, SpecialView, ViewComponents } from './page-slots';

/** A modal's chunk: loaded the first time it opens. */
type ModalLoader<Payload> = () => Promise<{ default: ModalComponent<Payload> }>;

/** Loaders for every modal of a payload map. */
export type ModalLoaders<Payloads> = { [Id in keyof Payloads]: ModalLoader<Payloads[Id]> };

export interface FeatureManifest<Payloads = object> {
  /** Its modals by id, each a chunk. */
  modals?: ModalLoaders<Payloads>;
  /** Sections of the retail page after the seller's, in page order (each a lazy component). */
  sections?: readonly PageSectionPart[];
  /** Secondary pages every remote shows (each a lazy component): the description, the reviews' pages, … */
  pages?: ViewComponents<SecondaryView>;
  /** The retail page's own pages: how the item reaches the shopper and the special pages (each a lazy component). */
  views?: ViewComponents<ReceivingView | SpecialView>;
  /** Pages on routes without a product (each a lazy component), by route id: the bundling catalog. */
  routes?: Partial<Record<RoutePageId, ComponentType<RoutePageProps>>>;
}

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** One kind of entry (modals, pages, views or routes) of a set of manifests, typed as every key any of them declares. */
type Composed<Manifests, Kind extends string> = UnionToIntersection<
  { [Name in keyof Manifests]: Manifests[Name] extends Record<Kind, infer Entries> ? Entries : never }[keyof Manifests]
>;

/** Every manifest's entries of one kind in one table, so a registry's type can demand each id it must have. */
export function composed<Manifests extends Record<string, FeatureManifest>, Kind extends 'modals' | 'pages' | 'views' | 'routes'>(
  manifests: Manifests,
  kind: Kind,
): Composed<Manifests, Kind> {
  return Object.assign({}, ...Object.values(manifests).map((manifest) => manifest[kind] ?? {}));
}

/** Every manifest's sections, in the manifests' order. */
export function sectionsOf(manifests: Record<string, FeatureManifest>): readonly PageSectionPart[] {
  return Object.values(manifests).flatMap((manifest) => manifest.sections ?? []);
}
