// Payment options (spec §1, §3, §9; issue 18). Pay-later: `GET /wallet/paylater` (spec §7) answers the
// signed-in member's pay-later status, "a status string" whose values the spec does not show: these
// are ours. An anonymous shopper has no wallet (401). Installments: below.
import type { InstallmentFeePromo, InstallmentType } from './enums';

export const PAY_LATER_STATUSES = ['ACTIVE', 'NOT_REGISTERED', 'PENDING', 'SUSPENDED'] as const;
export type PayLaterStatus = (typeof PAY_LATER_STATUSES)[number];

export interface PayLaterDto {
  status: PayLaterStatus;
}

/** Spec §9: the pay-later limit the page shows, up to Rp 8 million a month. */
export const PAY_LATER_MONTHLY_LIMIT = 8_000_000;

// Installments (spec §3, §4 caching, §5, §7, §8). The paths are the spec's; the shapes are ours.
// - v1: GET /product/products/{itemSku}/installments → `InstallmentsDto`;
//   GET /product/products/{itemSku}/installments/estimation?paymentMethod= → `InstallmentEstimationDto`.
// - v2 (behind the new-installments switch): GET /product-detail/products/{itemSku}/installments →
//   `InstallmentsDto`; GET /product-detail/products/{itemSku}/installment/{paymentMethod} →
//   `InstallmentEstimationDto` whose tenors also carry the admin fee and the total.
// A NON-CC method's estimation refuses a price outside `NON_CC_INSTALLMENT_PRICE_RANGE` and a category
// it does not finance with 400 and one of `INSTALLMENT_ERROR_CODES`; an unknown item or method is 404.

/** A way to pay in installments: a bank's credit card (CC) or a financing company (NON-CC). */
export interface InstallmentMethodDto {
  paymentMethod: string;
  name: string;
  type: InstallmentType;
  /** The bank pays all (FULL: 0 %) or part (PARTIAL) of the interest; null: the shopper pays it. */
  feePromo: InstallmentFeePromo | null;
  /** The lowest monthly amount among its tenors, for the list. */
  lowestMonthlyAmount: number;
}

/** The item's installments (spec §3: an id, the detail, an estimation per payment method). */
export interface InstallmentsDto {
  id: string;
  methods: InstallmentMethodDto[];
}

export interface InstallmentTenorDto {
  months: number;
  monthlyAmount: number;
  /** Interest in percent a month; 0 when the bank pays it all. */
  interestPercent: number;
  /** v2 only: the one-off admin fee and what the shopper pays in all. */
  adminFee?: number;
  totalAmount?: number;
}

export interface InstallmentEstimationDto {
  paymentMethod: string;
  tenors: InstallmentTenorDto[];
}

/** Spec §5: NON-CC installments only for prices within a range, whose amounts the spec does not show (ours). */
export const NON_CC_INSTALLMENT_PRICE_RANGE = { min: 500_000, max: 30_000_000 } as const;

/** Spec §8: the invalid price range and invalid category refusals of a NON-CC estimation. */
export const INSTALLMENT_ERROR_CODES = ['INVALID_PRICE_RANGE', 'INVALID_CATEGORY'] as const;
export type InstallmentErrorCode = (typeof INSTALLMENT_ERROR_CODES)[number];

// Loan simulation (spec §1, §3, §5, §7, §9) for an item tagged INSTALLMENT_SIMULATION (vehicles). The
// spec names the calls ("installment options (params)", "tenors (data)") but not their paths or
// shapes: these are ours.
// - GET /product-detail/products/{itemSku}/loan-simulation/options → `LoanSimulationOptionsDto`.
// - POST /product-detail/products/{itemSku}/loan-simulation/tenors with `LoanTenorsRequest` →
//   `LoanTenorDto[]`. A down payment that is not below the item's price is refused with 400
//   `INVALID_DOWN_PAYMENT`, a location not among the options' with 400 `INVALID_LOCATION`; an item
//   without the tag is 404.

/** Where the vehicle is registered and financed: the interest differs by region. */
export interface LoanLocationDto {
  code: string;
  name: string;
}

export interface LoanSimulationOptionsDto {
  /** Down payments the financer suggests (rupiah), smallest first; the shopper may type another. */
  downPayment: number[];
  locations: LoanLocationDto[];
  /** The financer's promotion line, plain text; null when there is none. */
  promoTicker: string | null;
}

export interface LoanTenorsRequest {
  /** Rupiah, 0 or more and below the item's price (spec §5). */
  downPayment: number;
  /** A `LoanLocationDto.code` of the options. */
  location: string;
}

/** Spec §9: a loan's interest is fixed for the whole tenor, or capped (it may change, never above the rate shown). */
export const LOAN_INTEREST_TYPES = ['FIXED', 'CAPPED'] as const;
export type LoanInterestType = (typeof LOAN_INTEREST_TYPES)[number];

export interface LoanTenorDto {
  months: number;
  monthlyAmount: number;
  /** Interest in percent a year (flat). */
  interestPercent: number;
  interestType: LoanInterestType;
  /** The promotional rate (`LOAN_PROMO_INTEREST_PERCENT`) applies to this tenor. */
  promo: boolean;
}

/** Spec §9: the promotional interest the page names, 3 % a year. */
export const LOAN_PROMO_INTEREST_PERCENT = 3;

export const LOAN_SIMULATION_ERROR_CODES = ['INVALID_DOWN_PAYMENT', 'INVALID_LOCATION'] as const;
export type LoanSimulationErrorCode = (typeof LOAN_SIMULATION_ERROR_CODES)[number];
