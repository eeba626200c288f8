// The rows of the service section as the features declare them: each feature's `service-rows.ts`
// module (its manifest's `rows` loads it) makes its rows with `serviceRow`, and the section composes them
// in their order (`slotsInOrder`, ordered-slots.ts). Loaded with the section, never in the first load.
import { createElement, type ComponentType } from 'react';
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
