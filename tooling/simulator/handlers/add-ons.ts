// Add-ons (spec §1, §3, §7, §8; the shapes and the availability path are ours, contract `add-ons.ts`):
// the installations and insurances a fixture sells with its items, and whether chosen ones can be
// bought now (a fixture's `available: false` cannot: the cart refuses it, INSTALLATION_NOT_AVAILABLE).
import type { AddOnAvailabilityDto, AddOnAvailabilityRequest, AddOnDto } from '@pdp/backend-api/add-ons';
import { BadRequest, fail, ok, type Reply, type Router } from '../http-kit';
import type { AddOnFixture, ProductFixture } from '../catalogue/fixture-types';
import type { HandlerContext } from './context';

const MAX_ADD_ONS = 10;

const asDto = ({ id, name, price, details }: AddOnFixture): AddOnDto => ({ id, name, price, details });

const addOnsOf = (product: ProductFixture): AddOnFixture[] => [...(product.addOns?.installations ?? []), ...(product.addOns?.insurances ?? [])];

/** Whether every add-on of a cart line is one the item sells and can be bought now. */
export function addOnsRefusal(product: ProductFixture, addOnIds: readonly string[]): Reply | null {
  const offered = addOnsOf(product);
  const refused = addOnIds.some((id) => {
    const addOn = offered.find((candidate) => candidate.id === id);
    return addOn === undefined || addOn.available === false;
  });
  return refused ? fail(400, 'INSTALLATION_NOT_AVAILABLE') : null;
}

/** A cart line's `addOns`: absent, or a list of ids. */
export function parseAddOnIds(value: unknown, field: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_ADD_ONS || !value.every((id) => typeof id === 'string' && id !== '' && id.length <= 64)) {
    throw new BadRequest(`${field} must be a list of at most ${MAX_ADD_ONS} add-on ids`);
  }
  return value as string[];
}

export function addOnRoutes(router: Router, { catalogue }: HandlerContext): void {
  for (const kind of ['installations', 'insurances'] as const) {
    router.add('GET', `/backend/add-on/${kind}/:itemSku`, `add-on-${kind}`, ({ params }) => {
      const found = catalogue.byItemSku.get(params.itemSku ?? '');
      if (!found) return fail(404);
      return ok((found.product.addOns?.[kind] ?? []).map(asDto));
    });
  }

  router.add('POST', '/backend/add-on/availability', 'add-on-availability', async ({ body }) => {
    const request = (await body()) as Partial<AddOnAvailabilityRequest> | undefined;
    if (typeof request?.itemSku !== 'string') throw new BadRequest('itemSku is required');
    const ids = parseAddOnIds(request.addOnIds, 'addOnIds') ?? [];
    const found = catalogue.byItemSku.get(request.itemSku);
    if (!found) return fail(404);
    const offered = addOnsOf(found.product);
    const answer: AddOnAvailabilityDto[] = ids.map((id) => {
      const addOn = offered.find((candidate) => candidate.id === id);
      return { id, available: addOn !== undefined && addOn.available !== false };
    });
    return ok(answer);
  });
}
