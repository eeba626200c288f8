// Discussions (spec §3 Discussion, §4 Discussions, §5, §7, §8, §9): questions shoppers ask about a
// product and the answers of the seller and other buyers. The spec names the calls; the shapes are
// ours, served by the simulator exactly so.
import type { BackendEnvelope } from './backend';

export const DISCUSSION_PAGE_SIZE = { phone: 3, desktop: 10 } as const;
export const DISCUSSION_QUESTION_MIN_LENGTH = 10;
export const DISCUSSION_QUESTION_MAX_LENGTH = 500;

export interface DiscussionAnswerDto {
  id: string;
  answer: string;
  answeredBy: { name: string; seller: boolean };
  createdDate: string;
}

export interface DiscussionQuestionDto {
  id: string;
  question: string;
  askedBy: { name: string };
  createdDate: string;
  answers: DiscussionAnswerDto[];
}

/** The body of the list call: LATEST (the default) or OLDEST first. */
export interface DiscussionFiltersDto {
  sort: 'LATEST' | 'OLDEST';
}

/** POST /product/products/{id}/discussions?page=&itemPerPage= with `DiscussionFiltersDto`: a page of questions. */
export type DiscussionListEnvelope = BackendEnvelope<DiscussionQuestionDto[]>;

/**
 * POST /product/products/{id}/discussions/_create: a signed-in member's question (at least 10
 * characters, spec §5). Answers the question as created; 400 with `errors.question[0]` when it is
 * too short or too long.
 */
export interface DiscussionCreateRequestDto {
  question: string;
}

/**
 * POST /product/discussions/question/{id}/_report and /answer/{id}/_report take a `ReportRequestDto`
 * (reviews.ts); refused with ALREADY_REPORTED and `errors.question[0]` or `errors.answer[0]`.
 */
export const DISCUSSION_REPORT_TARGETS = ['question', 'answer'] as const;
export type DiscussionReportTarget = (typeof DISCUSSION_REPORT_TARGETS)[number];
