// Reporting what buyers and sellers wrote, or the product itself (spec §3, §4, §5, §7, §8 Others): the
// reasons (JSON text content, the product's with its menu and options visibility: `review-report-reasons` for a review or a reply, `review-reasons` for a
// question or an answer, `report-product` for the product) and the report itself, one reason in the
// body, and for the product what is wrong. A refusal carries its message at errors.user (review,
// reply), errors.question, errors.answer or errors.product. Reasons are labelled in both languages (reads ask in
// Indonesian, spec §7); the modal shows the shopper's.
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, record, records } from '../../../shared/http/loose-json';
import type { ResumeTarget } from '../../../shared/mount/resume-action';

export interface ReportReason {
  code: string;
  /** The label in each language; English falls back to Indonesian. */
  label: { id: string; en: string };
}

const REPORT_PATHS: Record<ResumeTarget, (id: string) => string> = {
  review: (id) => `product-review/${id}/_report`,
  reply: (id) => `product-review/reply/${id}/_report`,
  question: (id) => `product/discussions/question/${id}/_report`,
  answer: (id) => `product/discussions/answer/${id}/_report`,
  product: (id) => `product/products/${id}/_report`,
};

/** Where the backend puts a refused report's message (spec §8). */
export const REPORT_ERROR_FIELDS: Record<ResumeTarget, string> = { review: 'user', reply: 'user', question: 'question', answer: 'answer', product: 'product' };

export const reasonsKindOf = (target: ResumeTarget): 'review-report-reasons' | 'review-reasons' | 'report-product' =>
  target === 'product' ? 'report-product' : target === 'review' || target === 'reply' ? 'review-report-reasons' : 'review-reasons';

/** A report's content: its reasons, and (a product's, spec §3 Other report) whether the menu and the options show. */
export interface ReportContent {
  reasons: ReportReason[];
  /** The report starts with the report menu; false opens the options straight away. */
  menuVisible: boolean;
  /** The report options open; false: reports of this kind are not taken now. */
  optionsVisible: boolean;
}

const parseText = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
};

/** The reasons in a list of code/label pairs (JSON text or parsed); anything else reads as none. */
export function normaliseReasons(data: unknown): ReportReason[] {
  return records(parseText(data)).flatMap((reason) => {
    const label = record(reason.label);
    if (!isShortText(reason.code, 64) || !isShortText(label.id, 200)) return [];
    return [{ code: reason.code, label: { id: label.id, en: isShortText(label.en, 200) ? label.en : label.id } }];
  });
}

/**
 * A content answer: the product's report content (`ProductReportContentDto`), or a bare list of reasons
 * (a review's, a question's). A flag that is not `false` reads as shown: a malformed answer still lets
 * the shopper report.
 */
export function normaliseReportContent(data: unknown): ReportContent {
  const parsed = parseText(data);
  if (Array.isArray(parsed)) return { reasons: normaliseReasons(parsed), menuVisible: true, optionsVisible: true };
  const content = record(parsed);
  return { reasons: normaliseReasons(content.reasons), menuVisible: content.menuVisible !== false, optionsVisible: content.optionsVisible !== false };
}

export async function getReportContent(client: BackendClient, kind: ReturnType<typeof reasonsKindOf>, signal?: AbortSignal): Promise<ReportContent> {
  const response = await client.get<unknown>(`common/content/${kind}`, { signal });
  return normaliseReportContent(response.body.data);
}

/** Sends the report; `description` (what is wrong) goes with a product's. */
export async function sendReport(client: BackendClient, target: ResumeTarget, id: string, reason: string, description?: string): Promise<void> {
  await client.post<unknown>(REPORT_PATHS[target](encodeURIComponent(id)), { json: description === undefined ? { reason } : { reason, description } });
}
