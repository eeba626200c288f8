// The discussion section's state (spec §4 Discussions): the page of questions asked for, keyed by
// product, page and page size; the section adds pages up. A question the shopper asks bumps
// `askedAtom`, and the section reloads from page 1, where it shows first.
import { atom } from 'jotai';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getQuestions } from '../api/discussions-api';

export interface QuestionsInput {
  productId: string;
  page: number;
  itemPerPage: number;
  /** How many questions the shopper asked this page view: a new one reloads page 1. */
  asked: number;
}

export const questionsRequest = keyedRequest(
  ({ productId, page, itemPerPage, asked }: QuestionsInput) => `${productId}|${page}|${itemPerPage}|${asked}`,
  (client, { productId, page, itemPerPage }, signal) => getQuestions(client, productId, page, itemPerPage, signal),
);

export const askedAtom = atom(0);
