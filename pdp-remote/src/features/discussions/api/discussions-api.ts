// The discussion calls (spec §7): a page of questions (POST /product/products/{id}/discussions
// ?page=&itemPerPage=, the filters in the body) and asking one (POST …/discussions/_create).
import type { DiscussionCreateRequestDto, DiscussionFiltersDto } from '@pdp/backend-api/discussions';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { record } from '../../../shared/http/loose-json';
import { normaliseQuestionPage, questionOf, type Question, type QuestionPage } from '../model/discussions';

const FILTERS: DiscussionFiltersDto = { sort: 'LATEST' };

export async function getQuestions(client: BackendClient, productId: string, page: number, itemPerPage: number, signal?: AbortSignal): Promise<QuestionPage> {
  const response = await client.post<unknown>(`product/products/${encodeURIComponent(productId)}/discussions`, {
    searchParams: { page, itemPerPage },
    json: FILTERS,
    signal,
  });
  return normaliseQuestionPage(response.body);
}

export async function askQuestion(client: BackendClient, productId: string, question: string): Promise<Question> {
  const body: DiscussionCreateRequestDto = { question };
  const response = await client.post<unknown>(`product/products/${encodeURIComponent(productId)}/discussions/_create`, { json: body });
  const created = questionOf(record(response.body.data));
  if (!created) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return created;
}
