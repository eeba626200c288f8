// Reporting what shoppers and sellers wrote (spec §4, §8 Others): the reasons, served as JSON text
// content labelled in both languages, and the one rule every report follows: a known reason, once
// per shopper and item, refused with ALREADY_REPORTED and a message at `errors.{field}`.
import { PRODUCT_REPORT_REASONS as PRODUCT_REPORT_REASON_CODES, type ProductReportReason } from '@pdp/backend-api/enums';
import type { ReportReasonDto } from '@pdp/backend-api/reviews';
import { fail, ok, type Reply, type RequestContext } from '../http-kit';
import type { SessionState } from '../sessions';

type Reasons = readonly { code: string; id: string; en: string }[];

// The reasons more than one kind of report offers, worded the same in each.
const SPAM = { code: 'SPAM', id: 'Spam atau promosi', en: 'Spam or advertising' };
const OFFENSIVE = { code: 'OFFENSIVE', id: 'Kata-kata kasar atau menyinggung', en: 'Offensive or abusive words' };
const OTHER = { code: 'OTHER', id: 'Lainnya', en: 'Other' };

/** Reasons to report a review or the seller's reply. */
export const REVIEW_REPORT_REASONS: Reasons = [
  SPAM,
  OFFENSIVE,
  { code: 'PERSONAL_INFO', id: 'Berisi data pribadi', en: 'Contains personal information' },
  { code: 'IRRELEVANT', id: 'Tidak berhubungan dengan produk', en: 'Not about the product' },
  OTHER,
];

/** Reasons to report a question or an answer. */
export const DISCUSSION_REPORT_REASONS: Reasons = [
  SPAM,
  OFFENSIVE,
  { code: 'EXTERNAL_LINK', id: 'Berisi tautan luar', en: 'Contains an external link' },
  OTHER,
];

// A product's reasons are the contract's codes (PRODUCT_REPORT_REASONS), each labelled here: a code the
// contract adds without a label, or a label for a code it does not have, fails the type check.
const PRODUCT_REASON_LABELS: Record<ProductReportReason, { id: string; en: string }> = {
  FAKE_PRODUCT: { id: 'Produk palsu', en: 'Fake product' },
  INCORRECT_INFO: { id: 'Info produk tidak sesuai', en: 'Incorrect product information' },
  UNREASONABLE_PRICE: { id: 'Harga tidak wajar', en: 'Unreasonable price' },
  ILLEGAL_AND_DANGEROUS_PRODUCT: { id: 'Produk ilegal dan berbahaya', en: 'Illegal and dangerous product' },
  OTHER,
};

/** Reasons to report a product (spec §3: fake product, incorrect info, unreasonable price, illegal and dangerous product, other). */
export const PRODUCT_REPORT_REASONS: Reasons = PRODUCT_REPORT_REASON_CODES.map((code) => ({ ...PRODUCT_REASON_LABELS[code], code }));

const REFUSALS = {
  ALREADY_REPORTED: { id: 'Laporanmu sudah kami terima sebelumnya.', en: 'We already received your report.' },
  INVALID_REASON: { id: 'Pilih satu alasan laporan.', en: 'Choose one reason.' },
} as const;

/** The reasons as the contract labels them. */
export const reasonDtos = (reasons: Reasons) => reasons.map(({ code, id, en }): ReportReasonDto => ({ code, label: { id, en } }));

export const reasonsContent = (reasons: Reasons) => ok(JSON.stringify(reasonDtos(reasons)));

/**
 * Files the session's report of `key` (`review:id`, …) when the body names one of `reasons`;
 * `field` is where the refusal's message goes (`user`, `question`, `answer`).
 */
export async function fileReport(context: RequestContext, session: SessionState, key: string, reasons: Reasons, field: string): Promise<Reply> {
  const body = (await context.body()) as { reason?: unknown } | null;
  const refuse = (code: keyof typeof REFUSALS) => fail(400, code, { [field]: [REFUSALS[code][context.language]] });
  if (!reasons.some((reason) => reason.code === body?.reason)) return refuse('INVALID_REASON');
  if (session.reports.has(key)) return refuse('ALREADY_REPORTED');
  session.reports.add(key);
  return ok(true);
}
