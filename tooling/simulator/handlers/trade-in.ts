// Trade-in (spec §1, §3, §7; the shapes are ours, contract `trade-in.ts`): an item whose fixture has
// `tradeIn` is eligible, with the most a device takes off, and lists the devices taken in; any other
// known item is not eligible and lists none. An unknown item is 404.
import type { TradeInCategoryDto, TradeInEligibilityDto } from '@pdp/backend-api/trade-in';
import { fail, ok, type Router } from '../http-kit';
import type { HandlerContext } from './context';

export function tradeInRoutes(router: Router, { catalogue }: HandlerContext): void {
  router.add('GET', '/backend/trade-in/products/:itemSku', 'trade-in-eligibility', ({ params }) => {
    const found = catalogue.byItemSku.get(params.itemSku ?? '');
    if (!found) return fail(404);
    const tradeIn = found.product.tradeIn;
    const answer: TradeInEligibilityDto = { eligible: tradeIn !== undefined, maxDiscount: tradeIn?.maxDiscount ?? 0 };
    return ok(answer);
  });

  router.add('GET', '/backend/trade-in/products/:itemSku/category-info', 'trade-in-categories', ({ params }) => {
    const found = catalogue.byItemSku.get(params.itemSku ?? '');
    if (!found) return fail(404);
    const categories: TradeInCategoryDto[] = found.product.tradeIn?.categories ?? [];
    return ok(categories);
  });
}
