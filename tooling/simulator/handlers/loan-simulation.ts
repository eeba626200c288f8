// Loan simulation (spec §1, §3, §5, §7, §9; the paths and shapes are ours, contract `payments.ts`) for
// an item tagged INSTALLMENT_SIMULATION. The options suggest down payments of 10, 20 and 30 % of the
// item's price and the regions a loan is financed in; the tenors spread what the down payment leaves
// over 12 to 36 months at a flat yearly rate: the promotional 3 % for 12 months, the region's rate
// (fixed) for 24 and a capped one for 36. A down payment not below the price is refused
// (INVALID_DOWN_PAYMENT, spec §5), as is a location not offered (INVALID_LOCATION). A fixture may name
// its own ticker and locations (the attack corpus's hostile ones).
import { LOAN_PROMO_INTEREST_PERCENT, type LoanSimulationOptionsDto, type LoanTenorDto, type LoanTenorsRequest } from '@pdp/backend-api/payments';
import { fail, ok, BadRequest, type Router } from '../http-kit';
import type { HandlerContext } from './context';

interface RegionFixture {
  code: string;
  name: string;
  /** Percent a year, flat, after the promotion. */
  interestPercent: number;
}

const LOAN_REGIONS: RegionFixture[] = [
  { code: 'JABODETABEK', name: 'Jabodetabek', interestPercent: 8.5 },
  { code: 'JAWA_BARAT', name: 'Jawa Barat', interestPercent: 9 },
  { code: 'JAWA_TIMUR', name: 'Jawa Timur', interestPercent: 9.5 },
];

const PROMO_TICKER = { id: 'Bunga promo 3% untuk tenor 12 bulan', en: '3% promo interest for a 12-month tenor' } as const;

/** Rounded to the thousand below, as financers quote them. */
const thousands = (amount: number) => Math.floor(amount / 1000) * 1000;

function loanTenors(price: number, downPayment: number, region: RegionFixture): LoanTenorDto[] {
  const principal = price - downPayment;
  const tenor = (months: number, interestPercent: number, interestType: LoanTenorDto['interestType'], promo: boolean): LoanTenorDto => ({
    months,
    monthlyAmount: Math.ceil((principal * (1 + (interestPercent / 100) * (months / 12))) / months),
    interestPercent,
    interestType,
    promo,
  });
  return [
    tenor(12, LOAN_PROMO_INTEREST_PERCENT, 'FIXED', true),
    tenor(24, region.interestPercent, 'FIXED', false),
    tenor(36, region.interestPercent + 1, 'CAPPED', false),
  ];
}

export function loanSimulationRoutes(router: Router, { catalogue }: HandlerContext): void {
  const simulated = (itemSku: string) => {
    const found = catalogue.byItemSku.get(itemSku);
    return found && [...found.product.tags, ...found.item.tags].includes('INSTALLMENT_SIMULATION') ? found : null;
  };

  router.add('GET', '/backend/product-detail/products/:itemSku/loan-simulation/options', 'loan-simulation-options', ({ params, language }) => {
    const found = simulated(params.itemSku ?? '');
    if (!found) return fail(404);
    const price = found.item.price.offered;
    const own = found.product.loanSimulation;
    const answer: LoanSimulationOptionsDto = {
      downPayment: [10, 20, 30].map((percent) => thousands((price * percent) / 100)),
      locations: own?.locations ?? LOAN_REGIONS.map(({ code, name }) => ({ code, name })),
      promoTicker: own ? own.promoTicker : PROMO_TICKER[language],
    };
    return ok(answer);
  });

  router.add('POST', '/backend/product-detail/products/:itemSku/loan-simulation/tenors', 'loan-simulation-tenors', async ({ params, body }) => {
    const request = (await body()) as Partial<LoanTenorsRequest> | undefined;
    const downPayment = request?.downPayment;
    if (typeof downPayment !== 'number' || !Number.isSafeInteger(downPayment) || downPayment < 0)
      throw new BadRequest('downPayment must be a whole number of rupiah, 0 or more');
    if (typeof request?.location !== 'string') throw new BadRequest('location is required');
    const found = simulated(params.itemSku ?? '');
    if (!found) return fail(404);
    const price = found.item.price.offered;
    if (downPayment >= price) return fail(400, 'INVALID_DOWN_PAYMENT');
    const offered = found.product.loanSimulation?.locations.map((location) => location.code) ?? LOAN_REGIONS.map((region) => region.code);
    const region = offered.includes(request.location) ? LOAN_REGIONS.find((candidate) => candidate.code === request.location) : undefined;
    if (!region) return fail(400, 'INVALID_LOCATION');
    return ok(loanTenors(price, downPayment, region));
  });
}
