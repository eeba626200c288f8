// The rows of the service section as the features declare them: each feature's `service-rows.ts`
// module (its manifest's `rows` loads it) makes its rows with `serviceRow`, and the section composes them
// with `rowsOf`. Both are loaded with the section, never in the first load: a manifest holds loaders only.
import { createElement, type ComponentType } from 'react';
import { refuseRepeats, refuseSharedIds, type FeatureManifest } from './feature-manifest';
import type { ServiceFacts, ServiceRowPart } from './page-slots';

interface ServiceRowSpec<Props extends object> {
  id: string;
  /** Its place in the section: rows stand by their order, lowest first. */
  order: number;
  Row: ComponentType<Props>;
  /** The row's props for an item that has it, from what the page knows of the item; null where it has none. */
  when: (facts: ServiceFacts) => NoInfer<Props> | null;
}

/** A row of the service section: what it draws, and for which items, with what. */
export function serviceRow<Props extends object>({ id, order, Row, when }: ServiceRowSpec<Props>): ServiceRowPart {
  return {
    id,
    order,
    rowFor: (facts) => {
      const props = when(facts);
      return props && createElement(Row, { ...props, key: id });
    },
  };
}

/** Every manifest's service rows, loaded and standing by their order (a row id two of them declare throws). */
export async function rowsOf(manifests: readonly FeatureManifest[]): Promise<readonly ServiceRowPart[]> {
  refuseRepeats(manifests);
  const modules = await Promise.all(manifests.map((manifest) => manifest.rows?.()));
  const rows = modules.flatMap((module) => module?.default ?? []);
  refuseSharedIds(
    'row',
    rows.map(({ id }) => id),
  );
  return [...rows].sort((first, second) => first.order - second.order);
}
