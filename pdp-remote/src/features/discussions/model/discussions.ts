// Discussions as the page shows them (spec §3 Discussion), read loosely: a malformed question or
// answer is dropped, never the list.
import { isShortText, record, records, text, wholeCount, type Loose, clippedText } from '../../../shared/http/loose-json';

const MAX_TEXT = 2000;
const MAX_NAME = 200;

interface Answer {
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

// Shoppers write long: long text is cut, never the entry dropped for it.
function answerOf(raw: Loose): Answer | null {
  const answer = clippedText(raw.answer, MAX_TEXT);
  const name = clippedText(record(raw.answeredBy).name, MAX_NAME);
  if (!isShortText(raw.id, 128) || answer === null || name === null) return null;
  return { id: raw.id, answer, name, seller: record(raw.answeredBy).seller === true, createdDate: text(raw.createdDate) };
}

export function questionOf(raw: Loose): Question | null {
  const question = clippedText(raw.question, MAX_TEXT);
  const name = clippedText(record(raw.askedBy).name, MAX_NAME);
  if (!isShortText(raw.id, 128) || question === null || name === null) return null;
  return { id: raw.id, question, name, createdDate: text(raw.createdDate), answers: records(raw.answers).flatMap((answer) => answerOf(answer) ?? []) };
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
