// Discussions (spec §3 Discussion, §4 Discussions, §5, §7, §8): the product's questions from its
// fixture after those the shopper asked (kept in the session), paged; asking (members only, at least
// 10 characters); the question and answer reports and their reasons.
import {
  DISCUSSION_QUESTION_MAX_LENGTH,
  DISCUSSION_QUESTION_MIN_LENGTH,
  type DiscussionListEnvelope,
  type DiscussionQuestionDto,
} from '@pdp/backend-api/discussions';
import { BadRequest, fail, ok, queryParam, type Reply, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import type { ProductFixture, QuestionFixture } from '../catalogue/fixture-types';
import { DISCUSSION_REPORT_REASONS, fileReport, reasonsContent } from './report-reasons';
import type { HandlerContext } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PAGE_SIZE = 50;
const MAX_ASKED_PER_PRODUCT = 20;

const TOO_SHORT = { id: 'Min. 10 karakter', en: 'Min. 10 characters' } as const;
const TOO_LONG = { id: 'Maks. 500 karakter', en: 'Max. 500 characters' } as const;

const questionDto = (question: QuestionFixture, now: number): DiscussionQuestionDto => ({
  id: question.id,
  question: question.question,
  askedBy: { name: question.askedBy },
  createdDate: new Date(now - question.daysAgo * DAY_MS).toISOString(),
  answers: question.answers.map((answer) => ({
    id: answer.id,
    answer: answer.answer,
    answeredBy: { name: answer.answeredBy, seller: answer.seller },
    createdDate: new Date(now - answer.daysAgo * DAY_MS).toISOString(),
  })),
});

function wholeParam(url: URL, name: string, max: number): number {
  const raw = queryParam(url, name);
  const value = Number(raw);
  if (raw === null || !Number.isSafeInteger(value) || value < 1 || value > max) throw new BadRequest(`${name} must be a whole number of 1 to ${max}`);
  return value;
}

export function discussionRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  let asked = 0;
  const activeProduct = (id: string | undefined): ProductFixture | null => {
    const found = resolveProductId(catalogue, id ?? '');
    return found && found.product.status === 'ACTIVE' ? found.product : null;
  };
  const findEntry = (kind: 'question' | 'answer', id: string | undefined, own: Map<string, DiscussionQuestionDto[]>): boolean => {
    const questions = [...catalogue.products.flatMap((product) => product.questions ?? []), ...[...own.values()].flat()];
    return kind === 'question'
      ? questions.some((question) => question.id === id)
      : questions.some((question) => question.answers.some((answer) => answer.id === id));
  };

  router.add('POST', '/backend/product/products/:id/discussions', 'discussions', async ({ params, url, sessionId, now, body }): Promise<Reply> => {
    const product = activeProduct(params.id);
    if (!product) return fail(404);
    const page = wholeParam(url, 'page', Number.MAX_SAFE_INTEGER);
    const itemPerPage = wholeParam(url, 'itemPerPage', MAX_PAGE_SIZE);
    const filters = (await body()) as { sort?: unknown } | undefined;
    const sort = filters?.sort ?? 'LATEST';
    if (sort !== 'LATEST' && sort !== 'OLDEST') throw new BadRequest('sort must be LATEST or OLDEST');
    const own = sessions.get(sessionId).askedQuestions.get(product.productSku) ?? [];
    const latestFirst = [...own, ...(product.questions ?? []).map((question) => questionDto(question, now))];
    const all = sort === 'LATEST' ? latestFirst : latestFirst.reverse();
    const envelope: DiscussionListEnvelope = {
      code: 200,
      status: 'OK',
      data: all.slice((page - 1) * itemPerPage, page * itemPerPage),
      paging: { page, itemPerPage, total_item: all.length, total_page: Math.ceil(all.length / itemPerPage) },
    };
    return { status: 200, envelope };
  });

  router.add('POST', '/backend/product/products/:id/discussions/_create', 'discussion-create', async ({ params, sessionId, now, body, language }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const product = activeProduct(params.id);
    if (!product) return fail(404);
    const question = (await body()) as { question?: unknown } | undefined;
    const text = typeof question?.question === 'string' ? question.question.trim() : '';
    if (text.length < DISCUSSION_QUESTION_MIN_LENGTH) return fail(400, 'INVALID_QUESTION', { question: [TOO_SHORT[language]] });
    if (text.length > DISCUSSION_QUESTION_MAX_LENGTH) return fail(400, 'INVALID_QUESTION', { question: [TOO_LONG[language]] });
    const account = catalogue.accounts.find((candidate) => candidate.id === session.userId);
    asked += 1;
    const created: DiscussionQuestionDto = {
      id: `QST-ASK-${asked}`,
      question: text,
      askedBy: { name: account?.name ?? session.userId },
      createdDate: new Date(now).toISOString(),
      answers: [],
    };
    const own = session.askedQuestions.get(product.productSku) ?? [];
    session.askedQuestions.set(product.productSku, [created, ...own].slice(0, MAX_ASKED_PER_PRODUCT));
    return ok(created);
  });

  for (const kind of ['question', 'answer'] as const) {
    router.add('POST', `/backend/product/discussions/${kind}/:id/_report`, `discussion-${kind}-report`, async (context) => {
      const session = sessions.get(context.sessionId);
      if (!session.userId) return fail(401);
      if (!findEntry(kind, context.params.id, session.askedQuestions)) return fail(404);
      return fileReport(context, session, `${kind}:${context.params.id}`, DISCUSSION_REPORT_REASONS, kind);
    });
  }

  router.add('GET', '/backend/common/content/review-reasons', 'review-reasons', () => reasonsContent(DISCUSSION_REPORT_REASONS));
}
