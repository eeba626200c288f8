// Installments (spec §3, §5, §7, §8; the shapes are ours, contract `payments.ts`), v1 and v2. An item
// tagged INSTALLMENT is offered the banks' credit cards; one tagged INSTALLMENT_NON_CC also the financing
// companies, whose estimation refuses a price outside the NON-CC range (INVALID_PRICE_RANGE) and a
// category they do not finance (INVALID_CATEGORY). Amounts follow the item's offered price: the bank
// pays all of the interest (FULL, 0 %), part of it (PARTIAL) or none; v2 adds the admin fee and total.
import type { InstallmentFeePromo, InstallmentType } from '@pdp/backend-api/enums';
import {
  NON_CC_INSTALLMENT_PRICE_RANGE,
  type InstallmentEstimationDto,
  type InstallmentMethodDto,
  type InstallmentTenorDto,
  type InstallmentsDto,
} from '@pdp/backend-api/payments';
import { fail, ok, queryParam, BadRequest, type Router } from '../http-kit';
import type { ItemFixture, ProductFixture } from '../catalogue/fixture-types';
import type { HandlerContext } from './context';

interface MethodFixture {
  paymentMethod: string;
  name: string;
  type: InstallmentType;
  feePromo: InstallmentFeePromo | null;
  months: number[];
  /** Percent a month before the promo. */
  interestPercent: number;
  /** v2: percent of the price, once. */
  adminFeePercent: number;
}

const INSTALLMENT_METHODS: MethodFixture[] = [
  { paymentMethod: 'BCA_CC', name: 'Kartu Kredit BCA', type: 'CC', feePromo: 'FULL', months: [3, 6, 12], interestPercent: 1.5, adminFeePercent: 0 },
  {
    paymentMethod: 'MANDIRI_CC',
    name: 'Kartu Kredit Mandiri',
    type: 'CC',
    feePromo: 'PARTIAL',
    months: [3, 6, 12, 24],
    interestPercent: 1.5,
    adminFeePercent: 0,
  },
  { paymentMethod: 'BNI_CC', name: 'Kartu Kredit BNI', type: 'CC', feePromo: null, months: [6, 12], interestPercent: 1.75, adminFeePercent: 0 },
  { paymentMethod: 'KREDIVO', name: 'Kredivo', type: 'NON-CC', feePromo: null, months: [1, 3, 6, 12], interestPercent: 2.6, adminFeePercent: 1 },
  { paymentMethod: 'AKULAKU', name: 'Akulaku', type: 'NON-CC', feePromo: 'PARTIAL', months: [3, 6, 9, 12], interestPercent: 2.95, adminFeePercent: 1 },
];

/** The categories the financing companies finance: phones, computers and game consoles. */
const NON_CC_CATEGORIES = ['54000', '58000', '56000'];

const PROMO_SHARE: Record<InstallmentFeePromo, number> = { FULL: 0, PARTIAL: 0.5 };

function methodsOf(product: ProductFixture, item: ItemFixture): MethodFixture[] {
  const tags = [...product.tags, ...item.tags];
  return INSTALLMENT_METHODS.filter((method) => (method.type === 'CC' ? tags.includes('INSTALLMENT') : tags.includes('INSTALLMENT_NON_CC')));
}

function tenorsOf(method: MethodFixture, price: number, v2: boolean): InstallmentTenorDto[] {
  const interestPercent = method.feePromo ? method.interestPercent * PROMO_SHARE[method.feePromo] : method.interestPercent;
  return method.months.map((months) => {
    const monthlyAmount = Math.ceil((price * (1 + (interestPercent / 100) * months)) / months);
    const adminFee = Math.round((price * method.adminFeePercent) / 100);
    return { months, monthlyAmount, interestPercent, ...(v2 ? { adminFee, totalAmount: monthlyAmount * months + adminFee } : {}) };
  });
}

export function installmentRoutes(router: Router, { catalogue }: HandlerContext): void {
  const list = (itemSku: string) => {
    const found = catalogue.byItemSku.get(itemSku);
    if (!found) return fail(404);
    const price = found.item.price.offered;
    const answer: InstallmentsDto = {
      id: `INST-${itemSku}`,
      methods: methodsOf(found.product, found.item).map((method): InstallmentMethodDto => ({
        paymentMethod: method.paymentMethod,
        name: method.name,
        type: method.type,
        feePromo: method.feePromo,
        lowestMonthlyAmount: Math.min(...tenorsOf(method, price, false).map((tenor) => tenor.monthlyAmount)),
      })),
    };
    return ok(answer);
  };

  const estimation = (itemSku: string, paymentMethod: string, v2: boolean) => {
    const found = catalogue.byItemSku.get(itemSku);
    const method = found && methodsOf(found.product, found.item).find((candidate) => candidate.paymentMethod === paymentMethod);
    if (!found || !method) return fail(404);
    const price = found.item.price.offered;
    if (method.type === 'NON-CC') {
      if (price < NON_CC_INSTALLMENT_PRICE_RANGE.min || price > NON_CC_INSTALLMENT_PRICE_RANGE.max) return fail(400, 'INVALID_PRICE_RANGE');
      if (!found.product.categories.some((category) => NON_CC_CATEGORIES.includes(category.id))) return fail(400, 'INVALID_CATEGORY');
    }
    const answer: InstallmentEstimationDto = { paymentMethod, tenors: tenorsOf(method, price, v2) };
    return ok(answer);
  };

  router.add('GET', '/backend/product/products/:itemSku/installments', 'installments', ({ params }) => list(params.itemSku ?? ''));
  router.add('GET', '/backend/product/products/:itemSku/installments/estimation', 'installment-estimation', ({ params, url }) => {
    const paymentMethod = queryParam(url, 'paymentMethod');
    if (!paymentMethod) throw new BadRequest('paymentMethod is required');
    return estimation(params.itemSku ?? '', paymentMethod, false);
  });
  router.add('GET', '/backend/product-detail/products/:itemSku/installments', 'installments-v2', ({ params }) => list(params.itemSku ?? ''));
  router.add('GET', '/backend/product-detail/products/:itemSku/installment/:paymentMethod', 'installment-estimation-v2', ({ params }) =>
    estimation(params.itemSku ?? '', params.paymentMethod ?? '', true),
  );
}
