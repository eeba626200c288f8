// The discussion's backend as the simulator answers it, for the discussion's tests (discussions.test.tsx,
// the fault matrix): 12 questions, the first with a seller's and a buyer's answer, in pages; asking,
// the question asked shown first; the report reasons and reports. `DiscussionsBackend` overrides one call.
import { HttpResponse } from 'msw';
import type { DiscussionQuestionDto } from '@pdp/backend-api/discussions';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent } from '../../testing/backend-mock';

export const BUDI = { id: 'u1', name: 'Budi' };

export const aQuestion = (id: string, overrides: Partial<DiscussionQuestionDto> = {}): DiscussionQuestionDto => ({
  id,
  question: `Pertanyaan ${id}?`,
  askedBy: { name: `Penanya ${id}` },
  createdDate: '2026-11-20T03:00:00.000Z',
  answers: [],
  ...overrides,
});
const ALL = [
  aQuestion('Q1', {
    question: 'Ukuran 42 panjangnya berapa cm?',
    answers: [
      { id: 'A1', answer: 'Panjangnya 26,5 cm, Kak.', answeredBy: { name: 'Aero Official Store', seller: true }, createdDate: '2026-11-21T03:00:00.000Z' },
      { id: 'A2', answer: 'Pas di kaki saya.', answeredBy: { name: 'Rina', seller: false }, createdDate: '2026-11-21T05:00:00.000Z' },
    ],
  }),
  ...Array.from({ length: 11 }, (_, index) => aQuestion(`Q${index + 2}`)),
];

export interface DiscussionsBackend {
  list?: (page: number) => Response | undefined;
  create?: (body: unknown) => Response | undefined;
  report?: (path: string) => Response | undefined;
}

export function serveDiscussions(backend: DiscussionsBackend = {}) {
  const calls = {
    lists: [] as { page: number; itemPerPage: number; body: unknown }[],
    created: [] as unknown[],
    reports: [] as { path: string; body: unknown }[],
  };
  const asked: DiscussionQuestionDto[] = [];
  backendServer.use(
    http.post(`${TEST_BACKEND}/product/products/:id/discussions`, async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const itemPerPage = Number(url.searchParams.get('itemPerPage'));
      calls.lists.push({ page, itemPerPage, body: await request.json() });
      const custom = backend.list?.(page);
      if (custom) return custom;
      const all = [...asked, ...ALL];
      return HttpResponse.json({
        code: 200,
        status: 'OK',
        data: all.slice((page - 1) * itemPerPage, page * itemPerPage),
        paging: { page, itemPerPage, total_item: all.length, total_page: Math.ceil(all.length / itemPerPage) },
      });
    }),
    http.post(`${TEST_BACKEND}/product/products/:id/discussions/_create`, async ({ request }) => {
      const body = (await request.json()) as { question: string };
      calls.created.push(body);
      const custom = backend.create?.(body);
      if (custom) return custom;
      const created = aQuestion(`NEW-${asked.length + 1}`, { question: body.question, askedBy: { name: 'Budi' } });
      asked.unshift(created);
      return envelope(created);
    }),
    jsonContent('review-reasons', [{ code: 'EXTERNAL_LINK', label: { id: 'Berisi tautan luar', en: 'Contains an external link' } }]),
    http.post(`${TEST_BACKEND}/product/discussions/*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/backend/', '');
      calls.reports.push({ path, body: await request.json() });
      return backend.report?.(path) ?? envelope(true);
    }),
  );
  return calls;
}
