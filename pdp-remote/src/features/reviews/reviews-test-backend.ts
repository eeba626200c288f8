// The reviews' backend as the simulator answers it, for the reviews' tests (reviews.test.tsx, the
// fault matrix): a first page of 10 of 12 reviews and a second of 2, likes toggled in memory, the
// report reasons and reports; one review by id; the buyers' photos, 15 a page; a reviewer's summary
// and reviews (from the review service or the hall of fame) and making one's own profile public; the
// store's highest reviews; the review policy.
import { HttpResponse } from 'msw';
import type { ReviewDto, ReviewListEnvelope, UserReviewDto, UserReviewSummaryDto } from '@pdp/backend-api/reviews';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent } from '../../testing/backend-mock';
import { aSummary } from '../../testing/summary-factory';

export const BUDI = { id: 'u1', name: 'Budi' };

export const aReview = (id: string, overrides: Partial<ReviewDto> = {}): ReviewDto => ({
  id,
  rating: 5,
  message: `Ulasan ${id}`,
  reviewer: { id: `usr-${id}`, name: `Pembeli ${id}`, badge: null },
  createdDate: '2026-11-20T03:00:00.000Z',
  variant: [
    { name: 'Warna', value: 'Hitam' },
    { name: 'Ukuran', value: '41' },
  ],
  topics: ['QUALITY'],
  likeCounter: 3,
  additionalData: { liked: false },
  images: [],
  reply: null,
  ...overrides,
});

export const FIRST_PAGE = [
  aReview('R1', {
    reviewer: { id: 'u-rina', name: 'Rina', badge: 'SUPERHERO' },
    message: 'Ringan sekali dipakai lari.',
    images: [{ id: 'I1', thumbnail: '/backend/media/ulasan-1.svg', full: '/backend/media/ulasan-1.svg', reviewId: 'R1' }],
    reply: { id: 'R1-R', merchantName: 'Aero Official Store', message: 'Terima kasih, Kak!', createdDate: '2026-11-21T03:00:00.000Z' },
  }),
  aReview('R2', { reviewer: { id: 'u-ayu', name: 'Ayu', badge: 'INFLUENCER' } }),
  ...Array.from({ length: 8 }, (_, index) => aReview(`R${index + 3}`)),
];

export const listOf = (data: ReviewDto[], page: number, totalPages: number, count = 12): ReviewListEnvelope => ({
  code: 200,
  status: 'OK',
  data,
  summary: {
    rating: { average: 4.25, counts: { '5': 8, '4': 2, '3': 1, '2': 0, '1': 1 } },
    count,
    reviewHighlights: ['Ringan dipakai lari'],
    sorting: { available: ['POPULAR', 'LATEST', 'LOWEST'] },
  },
  filters: {
    topics: [
      { topic: 'QUALITY', count: 10 },
      { topic: 'SHIPMENT', count: 2 },
    ],
    variants: [
      { name: 'Warna', values: ['Hitam', 'Putih'] },
      { name: 'Ukuran', values: ['40', '41'] },
    ],
  },
  paging: { page, itemPerPage: 10, total_item: count, total_page: totalPages },
});

export interface ReviewsBackend {
  list?: (params: URLSearchParams) => Response | undefined;
  like?: (id: string) => Response | undefined;
  report?: (path: string, body: unknown) => Response | undefined;
}

export function serveReviews(backend: ReviewsBackend = {}) {
  const calls = { lists: [] as URLSearchParams[], likes: [] as string[], reports: [] as { path: string; body: unknown; language: string | null }[] };
  const liked = new Set<string>();
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-review/public-reviews`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const custom = backend.list?.(params);
      if (custom) return custom;
      if (params.get('page') === '2') return HttpResponse.json(listOf([aReview('R11'), aReview('R12')], 2, 2));
      return HttpResponse.json(listOf(FIRST_PAGE, 1, 2));
    }),
    http.post(`${TEST_BACKEND}/product-review/reviews/:id/like`, ({ params }) => {
      const id = String(params.id);
      calls.likes.push(id);
      const custom = backend.like?.(id);
      if (custom) return custom;
      if (liked.has(id)) liked.delete(id);
      else liked.add(id);
      return envelope(liked.has(id));
    }),
    jsonContent('review-report-reasons', [
      { code: 'SPAM', label: { id: 'Spam atau promosi', en: 'Spam or advertising' } },
      { code: 'OTHER', label: { id: 'Lainnya', en: 'Other' } },
    ]),
    http.post(`${TEST_BACKEND}/product-review/*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/backend/', '');
      const body = await request.json();
      calls.reports.push({ path, body, language: request.headers.get('accept-language') });
      return backend.report?.(path, body) ?? envelope(true);
    }),
  );
  return calls;
}

/** GET /product-review/public-reviews/{id}: the review, 404 for another id, 500 while `fail()`. */
export function serveReview(review: ReviewDto, fail: () => boolean = () => false) {
  const asked: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-review/public-reviews/:id`, ({ params }) => {
      if (params.id === 'images') return undefined;
      asked.push(String(params.id));
      if (fail()) return HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });
      return params.id === review.id ? envelope(review) : HttpResponse.json({ code: 404, status: 'NOT_FOUND', data: null }, { status: 404 });
    }),
  );
  return asked;
}

const image = (index: number) => ({
  id: `I${index}`,
  thumbnail: `/backend/media/foto-${index}.svg`,
  full: `/backend/media/foto-${index}.svg`,
  reviewId: 'R1',
});
export function serveImages(fail: () => boolean = () => false) {
  const pages: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-review/public-reviews/images`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      pages.push(`${page}:${params.get('itemPerPage')}:${params.get('productSku')}`);
      if (fail()) return HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });
      const all = Array.from({ length: 17 }, (_, index) => image(index + 1));
      return HttpResponse.json({
        code: 200,
        status: 'OK',
        data: all.slice((page - 1) * 15, page * 15),
        paging: { page, itemPerPage: 15, total_item: 17, total_page: 2 },
      });
    }),
  );
  return pages;
}

export const summaryOf = (overrides: Partial<UserReviewSummaryDto> = {}): UserReviewSummaryDto => ({
  id: 'u-rina',
  name: 'Rina',
  badge: 'SUPERHERO',
  numOfReview: 7,
  numOfMostUsefulReview: 2,
  privateProfile: false,
  currentUser: false,
  ...overrides,
});
const userReview = (id: string): UserReviewDto => ({
  ...aReview(id, { message: `Tulisan ${id}` }),
  product: { productSku: `P-${id}`, name: `Produk ${id}`, urlFriendlyName: `produk-${id.toLowerCase()}` },
});

export function serveReviewer({ summary = summaryOf(), hallOfFame = false, failList = (): boolean => false } = {}) {
  const calls: string[] = [];
  let current = summary;
  backendServer.use(
    jsonContent('product-configs', [{ id: 'hallOfFameEnabled', value: String(hallOfFame) }]),
    http.get(`${TEST_BACKEND}/${hallOfFame ? 'hall-of-fame/user/:id' : 'product-review/users/:id/summary'}`, ({ params }) => {
      calls.push(`summary ${String(params.id)}`);
      return envelope(current);
    }),
    http.get(`${TEST_BACKEND}/${hallOfFame ? 'hall-of-fame/user/reviews/:id' : 'product-review/users/:id/reviews'}`, ({ params, request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      calls.push(`reviews ${String(params.id)} ${page}:${new URL(request.url).searchParams.get('itemPerPage')}`);
      if (failList()) return HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });
      const all = ['U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7'].map(userReview);
      return HttpResponse.json({
        code: 200,
        status: 'OK',
        data: all.slice((page - 1) * 5, page * 5),
        paging: { page, itemPerPage: 5, total_item: 7, total_page: 2 },
      });
    }),
    http.post(`${TEST_BACKEND}/product-review/users/me/_public`, () => {
      calls.push('public');
      current = { ...current, privateProfile: false };
      return envelope(current);
    }),
  );
  return calls;
}

export const storeReview = (
  id: string,
  rating: 1 | 2 | 3 | 4 | 5,
  product = { productSku: 'KAO-9', name: 'Kaos Lari Aero', urlFriendlyName: 'kaos-lari-aero' },
): UserReviewDto => ({
  id,
  rating,
  message: `Ulasan ${id}`,
  reviewer: { id: `usr-${id}`, name: `Pembeli ${id}`, badge: null },
  createdDate: '2026-11-20T03:00:00.000Z',
  variant: [],
  topics: ['QUALITY'],
  likeCounter: 0,
  additionalData: { liked: false },
  images: [],
  reply: null,
  product,
});

/** Serves the store's reviews with `answer(call)`, recording each request's address. */
export function serveStoreReviews(answer: (call: number) => Response = () => envelope([storeReview('S1', 5), storeReview('S2', 5), storeReview('S3', 4)])) {
  const asked: URL[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.get(`${TEST_BACKEND}/product-review/merchants/:code/reviews`, ({ request }) => {
      asked.push(new URL(request.url));
      return answer(asked.length - 1);
    }),
  );
  return asked;
}

/** The review policy in both languages (spec §2 review policy modal). */
const REVIEW_POLICY = {
  id: { title: 'Kebijakan', paragraphs: ['Ulasan ditulis oleh pembeli yang sudah menerima pesanannya.'] },
  en: { title: 'Policy', paragraphs: ['Reviews are written by buyers who received their order.'] },
};

export function servePolicy() {
  backendServer.use(http.get(`${TEST_BACKEND}/content/singlepages/product-review-policies/parameters`, () => envelope(REVIEW_POLICY)));
}
