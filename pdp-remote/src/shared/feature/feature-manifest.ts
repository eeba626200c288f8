// What a feature registers with the page: its modals (each with its payload type and its chunk), the
// sections it adds, its rows of the service section and actions of the more-options sheet, and the pages
// it shows. Each feature writes its own in `features/<name>/manifest.ts` and is an entry of the ordered
// list of `app/registries/features.ts`; `app/registries/` composes them, so `app/` never reaches into a
// feature for them (docs/adding-a-feature.md). A manifest holds loaders and lazy components only:
// importing one costs a function per modal, section, page, rows or options, not the feature's code.
import type { ComponentType } from 'react';
import type { ModalComponent } from '../modal/modal-types';
import type {
  MoreOptionPart,
  PageSectionPart,
  ReceivingView,
  RoutePageId,
  RoutePageProps,
  SecondaryView,
  ServiceRowPart,
  SpecialView,
  ViewComponents,
} from './page-slots';

/** A modal's chunk: loaded the first time it opens. */
type ModalLoader<Payload> = () => Promise<{ default: ModalComponent<Payload> }>;

/** Loaders for every modal of a payload map. */
export type ModalLoaders<Payloads> = { [Id in keyof Payloads]: ModalLoader<Payloads[Id]> };

export interface FeatureManifest<Payloads = object> {
  /** Its modals by id, each a chunk. */
  modals?: ModalLoaders<Payloads>;
  /** Sections of the retail page after the seller's, in page order (each a lazy component). */
  sections?: readonly PageSectionPart[];
  /** Its rows of the service section: their module (`serviceRow`, service-rows.ts), loaded with the section. */
  rows?: () => Promise<{ default: readonly ServiceRowPart[] }>;
  /** Its actions of the more-options sheet: their module (`more-options.ts`), loaded with the sheet. */
  options?: () => Promise<{ default: readonly MoreOptionPart[] }>;
  /** Secondary pages every remote shows (each a lazy component): the description, the reviews' pages, … */
  pages?: ViewComponents<SecondaryView>;
  /** The retail page's own pages: how the item reaches the shopper and the special pages (each a lazy component). */
  views?: ViewComponents<ReceivingView | SpecialView>;
  /** Pages on routes without a product (each a lazy component), by route id: the bundling catalog. */
  routes?: Partial<Record<RoutePageId, ComponentType<RoutePageProps>>>;
}

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** The entries of one kind a manifest declares (distributed over a union of manifests). */
type EntriesOf<Manifest, Kind extends string> = Manifest extends Record<Kind, infer Entries> ? Entries : never;

/** One kind of entry (modals, pages, views or routes) of a list of manifests, typed as every key any of them declares. */
type Composed<Manifests extends readonly FeatureManifest[], Kind extends string> = UnionToIntersection<EntriesOf<Manifests[number], Kind>>;

/** The same manifest listed twice: one feature registered twice, whose entries would answer twice. */
export function refuseRepeats(manifests: readonly FeatureManifest[]): void {
  const repeated = manifests.findIndex((manifest, index) => manifests.indexOf(manifest) !== index);
  if (repeated !== -1) throw new Error(`The feature at ${repeated} of the list is listed before: list each feature once.`);
}

/** An id two manifests declare: the later would silently replace the earlier. */
export function refuseSharedIds(kind: string, ids: readonly string[]): void {
  const shared = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (shared.length > 0) throw new Error(`Two features declare the ${kind} ${[...new Set(shared)].join(', ')}: an id is one feature's.`);
}

/**
 * Every manifest's entries of one kind in one table, so a registry's type can demand each id it must
 * have. A feature listed twice, or an id two features declare, throws: composed at load, a registry with
 * one is a page that does not start, which every page test shows.
 */
export function composed<const Manifests extends readonly FeatureManifest[], Kind extends 'modals' | 'pages' | 'views' | 'routes'>(
  manifests: Manifests,
  kind: Kind,
): Composed<Manifests, Kind> {
  refuseRepeats(manifests);
  const tables = manifests.map((manifest) => manifest[kind] ?? {});
  refuseSharedIds(
    kind.replace(/s$/, ''),
    tables.flatMap((table) => Object.keys(table)),
  );
  return Object.assign({}, ...tables);
}

/** Every manifest's sections, in the list's order (a section id two of them declare throws). */
export function sectionsOf(manifests: readonly FeatureManifest[]): readonly PageSectionPart[] {
  refuseRepeats(manifests);
  const sections = manifests.flatMap((manifest) => manifest.sections ?? []);
  refuseSharedIds(
    'section',
    sections.map(({ id }) => id),
  );
  return sections;
}
