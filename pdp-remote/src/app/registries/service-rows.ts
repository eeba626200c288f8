// The rows of the service section, composed from every feature's manifest (features.ts) and standing by
// their order. Loaded with the section (app/page/service-section.tsx): their modules ride in its chunk
// (the chunk table, tooling/webpack/chunk-groups.cjs), so they are there when it is.
import { slotsInOrder } from '../../shared/feature/ordered-slots';
import type { ServiceRowPart } from '../../shared/feature/page-slots';
import { FEATURES } from './features';

export const loadServiceRows = (): Promise<readonly ServiceRowPart[]> => slotsInOrder(FEATURES, 'rows');
