// What the retail page reads beyond the summary: price summary for a quantity (with its vouchers), description,
// specifications, the product copy, wholesale tiers, return policy, the campaign reminder and back-in-stock notice.
import type { NotifyMeRequestDto } from '@pdp/backend-api/backend';
import { BadRequest, fail, ok, queryParam, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import { buildPriceSummary, maxQuantityOf } from '../catalogue/build-summary';
import { priceSummaryVouchers } from './vouchers';
import type { HandlerContext } from './context';

export function productDetailRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const find = (id: string | undefined) => {
    const found = resolveProductId(catalogue, id ?? '');
    return found && found.product.status === 'ACTIVE' ? found : null;
  };

  router.add('GET', '/backend/product-detail/products/:id/price-summary', 'price-summary', ({ params, url, sessionId }) => {
    const found = find(params.id);
    if (!found) return fail(404);
    const raw = url.searchParams.get('qty');
    const quantity = Number(raw);
    if (raw === null || !Number.isInteger(quantity)) throw new BadRequest('qty must be a whole number');
    if (quantity < 1) return fail(400, 'LOWER_THAN_MINIMUM', { qty: ['Minimal 1'] });
    // An item that cannot be bought now still has a price for one.
    const maxQuantity = Math.max(1, maxQuantityOf(found.product, found.item));
    if (quantity > maxQuantity) return fail(400, 'INVALID_QUANTITY', { qty: [`Maksimal ${maxQuantity}`] });
    const summary = buildPriceSummary(found.product, found.item, quantity);
    return ok({ ...summary, ...priceSummaryVouchers(found.product, sessions.get(sessionId), summary.price.total) });
  });

  router.add('GET', '/backend/product-detail/products/:id/description', 'description', ({ params }) => {
    const found = find(params.id);
    return found ? ok({ html: found.product.description ?? '' }) : fail(404);
  });

  // The marketplace's copy about the product (contract `ProductCopyDto`), null when it has none.
  router.add('GET', '/backend/common/content/product-copy', 'product-copy', ({ url }) => {
    const id = queryParam(url, 'productId');
    if (id === null) throw new BadRequest('productId is required');
    const found = find(id);
    return found ? ok(found.product.productCopy ?? null) : fail(404);
  });

  router.add('GET', '/backend/product-detail/products/:id/specifications', 'specifications', ({ params }) => {
    const found = find(params.id);
    return found ? ok(found.product.specifications ?? []) : fail(404);
  });

  router.add('GET', '/backend/product/products/:id/wholesale', 'wholesale', ({ params }) => {
    const found = find(params.id);
    return found ? ok(found.item.wholesale ?? []) : fail(404);
  });

  router.add('GET', '/backend/return/sku-items/:id/return-policy', 'return-policy', ({ params }) => {
    const found = catalogue.byItemSku.get(params.id ?? '');
    if (!found) return fail(404);
    const policy = found.product.returnPolicy;
    return ok(policy ? { returnable: true, ...policy } : { returnable: false, freeReturnDays: 0, reasons: [], methods: [] });
  });

  // The flash-sale reminder, for anonymous shoppers too (spec §6 does not make it members-only): kept per session.
  router.add('POST', '/backend/product-detail/products/:itemSku/campaign/:campaignId/_subscribe', 'campaign-subscribe', ({ params, sessionId }) => {
    const session = sessions.get(sessionId);
    const found = catalogue.byItemSku.get(params.itemSku ?? '');
    if (!found || found.product.campaign?.campaignId !== params.campaignId) return fail(404);
    session.campaignSubscriptions.add(`${found.item.itemSku}:${params.campaignId}`);
    return ok(true);
  });

  // Notify me (spec §5: the e-mail must be valid), for anonymous shoppers too (spec §6 does not make it
  // members-only): the item's summary then carries the NOTIFIED tag for the session.
  router.add('POST', '/backend/product/products/:itemSku/_notify-me', 'notify-me', async ({ params, sessionId, body }) => {
    const session = sessions.get(sessionId);
    const request = (await body()) as Partial<Record<keyof NotifyMeRequestDto, unknown>> | undefined;
    const email = typeof request === 'object' && request !== null ? request.email : undefined;
    if (typeof email !== 'string' || !isPlausibleEmail(email)) throw new BadRequest('email must be an e-mail address');
    const found = catalogue.byItemSku.get(params.itemSku ?? '');
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    session.stockNotifications.add(found.item.itemSku);
    return ok(true);
  });
}

const MAX_EMAIL_LENGTH = 254;

/** something@something.tld, no spaces, at most 254 characters. */
function isPlausibleEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email);
}
