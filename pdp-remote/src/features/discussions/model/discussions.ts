// Discussions as the page shows them (spec §3 Discussion), read loosely: a malformed question or
// answer is dropped, never the list.
import { isShortText, record, records, text, wholeCount, type Loose } from '../../../shared/http/loose-json';

const MAX_TEXT = 2000;
const MAX_NAME = 200;

export interface Answer {
  id: string;
  answer: string;
  name: string;
  seller: boolean;
  createdDate: string;
}

export interface Question {
  id: string;
  question: string;
  name: string;
  createdDate: string;
  answers: Answer[];
}

export interface QuestionPage {
  questions: Question[];
  page: number;
  totalPages: number;
}

function answerOf(raw: Loose): Answer | null {
  const by = record(raw.answeredBy);
  if (!isShortText(raw.id, 128) || !isShortText(raw.answer, MAX_TEXT) || !isShortText(by.name, MAX_NAME)) return null;
  return { id: raw.id, answer: raw.answer, name: by.name, seller: by.seller === true, createdDate: text(raw.createdDate) };
}

export function questionOf(raw: Loose): Question | null {
  const by = record(raw.askedBy);
  if (!isShortText(raw.id, 128) || !isShortText(raw.question, MAX_TEXT) || !isShortText(by.name, MAX_NAME)) return null;
  return {
    id: raw.id,
    question: raw.question,
    name: by.name,
    createdDate: text(raw.createdDate),
    answers: records(raw.answers).flatMap((answer) => answerOf(answer) ?? []),
  };
}

/** The list call's body (`data`, `paging`) as one page of questions. */
export function normaliseQuestionPage(rawBody: unknown): QuestionPage {
  const body = record(rawBody);
  const paging = record(body.paging);
  return {
    questions: records(body.data).flatMap((question) => questionOf(question) ?? []),
    page: wholeCount(paging.page) ?? 1,
    totalPages: wholeCount(paging.total_page) ?? 0,
  };
}
