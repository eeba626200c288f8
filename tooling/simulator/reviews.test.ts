// Reviews and discussions against the real simulator (spec §3 Review, Discussion; §4 Review like,
// Discussions; §5; §7; §8 Others): what each call answers, sorting, filtering and paging, the like
// and report session state and refusals, asking, and broken fixtures stopping the simulator.
import type { DiscussionQuestionDto } from '@pdp/backend-api/discussions';
import type {
  ReportReasonDto,
  ReviewDto,
  ReviewImageDto,
  ReviewListEnvelope,
  ReviewPolicyDto,
  UserReviewDto,
  UserReviewSummaryDto,
} from '@pdp/backend-api/reviews';
import { createSimulator } from './simulator';
import { FixtureError } from './catalogue/fixture-error';
import { type TestSession, catalogueCopy, simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();

const reviews = async (session: TestSession, query = '') =>
  (await session.call<ReviewDto[]>(`/product-review/public-reviews?productSku=SPL-60001${query}`)).body as ReviewListEnvelope;
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
const report = (session: TestSession, path: string, reason = 'SPAM') => session.call(path, { method: 'POST', json: { reason } });
const discussions = (session: TestSession, page: number, itemPerPage: number, json: unknown = { sort: 'LATEST' }, product = 'ps--SPL-60001') =>
  session.call<DiscussionQuestionDto[]>(`/product/products/${product}/discussions?page=${page}&itemPerPage=${itemPerPage}`, { method: 'POST', json });

describe('the public reviews of a product', () => {
  it('serves page 1 of 10, most useful first, with the summary of every review and the filters', async () => {
    const body = await reviews(await simulator.session());
    expect(body.data).toHaveLength(10);
    expect(ids(body.data).slice(0, 3)).toEqual(['REV-SPL-001', 'REV-SPL-003', 'REV-SPL-002']);
    expect(body.paging).toEqual({ page: 1, itemPerPage: 10, total_item: 12, total_page: 2 });
    expect(body.summary.rating).toEqual({ average: 4, counts: { '5': 6, '4': 3, '3': 1, '2': 1, '1': 1 } });
    expect(body.summary.count).toBe(12);
    expect(body.summary.sorting.available).toEqual(['POPULAR', 'LATEST', 'OLDEST', 'HIGHEST', 'LOWEST']);
    expect(body.filters.topics).toContainEqual({ topic: 'QUALITY', count: 5 });
    expect(body.filters.variants).toEqual([
      { name: 'Warna', values: ['Hitam', 'Putih', 'Biru'] },
      { name: 'Ukuran', values: ['41', '40', '42'] },
    ]);
    const first = body.data[0];
    expect(first?.variant).toEqual([
      { name: 'Warna', value: 'Hitam' },
      { name: 'Ukuran', value: '41' },
    ]);
    expect(first?.reviewer.badge).toBe('SUPERHERO');
    expect(first?.reply).toEqual(expect.objectContaining({ id: 'REV-SPL-001-R', merchantName: 'Aero Official Store' }));
    expect(first?.images[0]).toEqual({
      id: 'REV-SPL-001-IMG-1',
      thumbnail: '/backend/media/ulasan-aero-hitam-1.svg',
      full: '/backend/media/ulasan-aero-hitam-1.svg',
      reviewId: 'REV-SPL-001',
    });
  });

  it('pages, sorts and filters by rating, topic and variant', async () => {
    const session = await simulator.session();
    expect(ids((await reviews(session, '&page=2')).data)).toHaveLength(2);
    expect((await reviews(session, '&sort=LOWEST')).data[0]?.rating).toBe(1);
    expect(ids((await reviews(session, '&sort=LATEST')).data)[0]).toBe('REV-SPL-001');
    expect(ids((await reviews(session, '&sort=OLDEST')).data)[0]).toBe('REV-SPL-012');
    const twoAndOne = await reviews(session, '&rating=2&rating=1');
    expect(ids(twoAndOne.data).sort()).toEqual(['REV-SPL-006', 'REV-SPL-009']);
    expect(twoAndOne.summary.count).toBe(12);
    expect(ids((await reviews(session, '&topic=SHIPMENT')).data).sort()).toEqual(['REV-SPL-004', 'REV-SPL-010']);
    const blue = Buffer.from(JSON.stringify([{ name: 'Warna', value: 'Biru' }])).toString('base64');
    expect(ids((await reviews(session, `&variants=${encodeURIComponent(blue)}`)).data).sort()).toEqual(['REV-SPL-004', 'REV-SPL-009']);
    const whiteOr40 = Buffer.from(
      JSON.stringify([
        { name: 'Warna', value: 'Putih' },
        { name: 'Ukuran', value: '40' },
      ]),
    ).toString('base64');
    expect(ids((await reviews(session, `&variants=${encodeURIComponent(whiteOr40)}`)).data)).toEqual(['REV-SPL-002', 'REV-SPL-010']);
  });

  it.each([['&sort=BEST'], ['&rating=6'], ['&topic=COLOUR'], ['&variants=bm90IGpzb24'], ['&page=0'], ['&itemPerPage=500']])('refuses %s', async (query) => {
    expect((await (await simulator.session()).call(`/product-review/public-reviews?productSku=SPL-60001${query}`)).status).toBe(400);
  });

  it('answers an empty list for a product without reviews, and 404 for an unknown product', async () => {
    const session = await simulator.session();
    const none = (await session.call<ReviewDto[]>('/product-review/public-reviews?productSku=KAO-60002')).body as ReviewListEnvelope;
    expect(none.data).toEqual([]);
    expect(none.summary.rating.average).toBe(0);
    expect((await session.call('/product-review/public-reviews?productSku=NOPE')).status).toBe(404);
  });

  it('reports the reviews count and average in the product summary', async () => {
    const answer = await (
      await simulator.session()
    ).call<{ statistics: { rating: number; reviewCount: number } }>('/product-detail/products/ps--SPL-60001/_summary');
    expect(answer.body.data.statistics).toEqual(expect.objectContaining({ rating: 4, reviewCount: 12 }));
  });

  it('serves the review images 15 a page, newest first, and one review by id', async () => {
    const session = await simulator.session();
    const images = await session.call<ReviewImageDto[]>('/product-review/public-reviews/images?productSku=SPL-60001');
    expect(images.body.data.map((image) => image.id)).toEqual(['REV-SPL-001-IMG-1', 'REV-SPL-001-IMG-2', 'REV-SPL-002-IMG-1', 'REV-SPL-008-IMG-1']);
    expect(images.body.paging).toEqual({ page: 1, itemPerPage: 15, total_item: 4, total_page: 1 });
    expect((await session.call<ReviewDto>('/product-review/public-reviews/REV-SPL-004')).body.data.reply?.message).toContain('keterlambatannya');
    expect((await session.call('/product-review/public-reviews/REV-NOPE')).status).toBe(404);
  });

  it('serves the review policy and the report reasons in both languages', async () => {
    const session = await simulator.session();
    const policy = await session.call<ReviewPolicyDto>('/content/singlepages/product-review-policies/parameters');
    expect([policy.body.data.id.title, policy.body.data.en.title]).toEqual(['Kebijakan ulasan', 'Review policy']);
    const reasons = JSON.parse((await session.call<string>('/common/content/review-report-reasons')).body.data) as ReportReasonDto[];
    expect(reasons[0]).toEqual({ code: 'SPAM', label: { id: 'Spam atau promosi', en: 'Spam or advertising' } });
    const discussionReasons = JSON.parse((await session.call<string>('/common/content/review-reasons')).body.data) as ReportReasonDto[];
    expect(discussionReasons.map((reason) => reason.code)).toContain('EXTERNAL_LINK');
  });
});

describe('liking and reporting reviews', () => {
  it('toggles a like in the session, counted in every answer', async () => {
    const session = await simulator.member();
    const like = () => session.call<boolean>('/product-review/reviews/REV-SPL-002/like', { method: 'POST' });
    expect((await like()).body.data).toBe(true);
    const liked = (await session.call<ReviewDto>('/product-review/public-reviews/REV-SPL-002')).body.data;
    expect([liked.likeCounter, liked.additionalData.liked]).toEqual([19, true]);
    expect((await reviews(session)).data.find((review) => review.id === 'REV-SPL-002')?.likeCounter).toBe(19);
    expect((await like()).body.data).toBe(false);
    expect((await session.call<ReviewDto>('/product-review/public-reviews/REV-SPL-002')).body.data.likeCounter).toBe(18);
    // Another shopper sees only their own like.
    expect((await (await simulator.session()).call<ReviewDto>('/product-review/public-reviews/REV-SPL-002')).body.data.likeCounter).toBe(18);
  });

  it('asks an anonymous shopper to sign in to like or report', async () => {
    const session = await simulator.session();
    expect((await session.call('/product-review/reviews/REV-SPL-002/like', { method: 'POST' })).status).toBe(401);
    expect((await report(session, '/product-review/REV-SPL-002/_report')).status).toBe(401);
  });

  it('files a review or reply report once, then refuses it as already reported at errors.user', async () => {
    const session = await simulator.member();
    expect((await report(session, '/product-review/REV-SPL-004/_report')).status).toBe(200);
    const again = await report(session, '/product-review/REV-SPL-004/_report');
    expect([again.status, again.body.status, again.body.errors?.user]).toEqual([400, 'ALREADY_REPORTED', ['Laporanmu sudah kami terima sebelumnya.']]);
    expect((await report(session, '/product-review/reply/REV-SPL-004-R/_report')).status).toBe(200);
    expect((await report(session, '/product-review/reply/REV-SPL-004-R/_report')).body.status).toBe('ALREADY_REPORTED');
    expect((await report(session, '/product-review/reply/REV-SPL-002-R/_report')).status).toBe(404);
    const noReason = await report(session, '/product-review/REV-SPL-005/_report', 'BORING');
    expect([noReason.status, noReason.body.errors?.user]).toEqual([400, ['Pilih satu alasan laporan.']]);
  });
});

describe('a review pinned first, and reviewers', () => {
  it('lists a pinned review first, then the others in their order, the total unchanged', async () => {
    const session = await simulator.session();
    const pinned = await reviews(session, '&pinnedReviewId=REV-SPL-009');
    expect(ids(pinned.data).slice(0, 4)).toEqual(['REV-SPL-009', 'REV-SPL-001', 'REV-SPL-003', 'REV-SPL-002']);
    expect(pinned.paging?.total_item).toBe(12);
    // A pinned review the filters leave out is not added.
    expect(ids((await reviews(session, '&pinnedReviewId=REV-SPL-009&rating=5')).data)).not.toContain('REV-SPL-009');
  });

  it("serves a reviewer's summary and reviews, latest first, under both the review and the hall-of-fame paths", async () => {
    const session = await simulator.session();
    for (const [summaryPath, listPath] of [
      ['/product-review/users/usr-rina/summary', '/product-review/users/usr-rina/reviews'],
      ['/hall-of-fame/user/usr-rina', '/hall-of-fame/user/reviews/usr-rina'],
    ] as const) {
      const summary = (await session.call<UserReviewSummaryDto>(summaryPath)).body.data;
      expect(summary).toEqual({
        id: 'usr-rina',
        name: 'Rina Wulandari',
        badge: 'SUPERHERO',
        numOfReview: 1,
        numOfMostUsefulReview: 1,
        privateProfile: false,
        currentUser: false,
      });
      const list = await session.call<UserReviewDto[]>(`${listPath}?page=1&itemPerPage=5`);
      expect(ids(list.body.data)).toEqual(['REV-SPL-001']);
      expect(list.body.data[0]?.product).toEqual({
        productSku: 'SPL-60001',
        name: 'Sepatu Lari Pria Aero Run 2',
        urlFriendlyName: 'sepatu-lari-pria-aero-run-2',
      });
      expect(list.body.paging).toEqual({ page: 1, itemPerPage: 5, total_item: 1, total_page: 1 });
    }
    expect((await session.call('/product-review/users/nobody/summary')).status).toBe(404);
  });

  it("keeps a private profile's reviews to its owner, who is marked and can make it public", async () => {
    const stranger = await simulator.session();
    expect((await stranger.call<UserReviewSummaryDto>('/product-review/users/user-sari/summary')).body.data.privateProfile).toBe(true);
    expect((await stranger.call('/product-review/users/user-sari/reviews')).status).toBe(403);
    expect((await stranger.call('/product-review/users/me/_public', { method: 'POST' })).status).toBe(401);

    const sari = await simulator.session();
    await sari.login('sari@contoh.id');
    const own = (await sari.call<UserReviewSummaryDto>('/product-review/users/user-sari/summary')).body.data;
    expect([own.currentUser, own.privateProfile]).toEqual([true, true]);
    expect(ids((await sari.call<UserReviewDto[]>('/product-review/users/user-sari/reviews')).body.data)).toEqual(['REV-SPL-007']);
    const madePublic = await sari.call<UserReviewSummaryDto>('/product-review/users/me/_public', { method: 'POST' });
    expect([madePublic.status, madePublic.body.data.privateProfile]).toEqual([200, false]);
    expect((await sari.call<UserReviewSummaryDto>('/hall-of-fame/user/user-sari')).body.data.privateProfile).toBe(false);
    // Budi wrote no review: there is no profile to make public.
    expect((await (await simulator.member()).call('/product-review/users/me/_public', { method: 'POST' })).status).toBe(404);
  });
});

describe('discussions', () => {
  it('pages the questions, newest first, with their answers', async () => {
    const session = await simulator.session();
    const first = await discussions(session, 1, 3);
    expect(ids(first.body.data)).toEqual(['QST-SPL-001', 'QST-SPL-002', 'QST-SPL-003']);
    expect(first.body.paging).toEqual({ page: 1, itemPerPage: 3, total_item: 5, total_page: 2 });
    expect(first.body.data[1]?.answers.map((answer) => answer.answeredBy)).toEqual([
      { name: 'Aero Official Store', seller: true },
      { name: 'Rina', seller: false },
    ]);
    expect(ids((await discussions(session, 2, 3)).body.data)).toEqual(['QST-SPL-004', 'QST-SPL-005']);
    expect(ids((await discussions(session, 1, 10, { sort: 'OLDEST' })).body.data)[0]).toBe('QST-SPL-005');
    expect((await discussions(session, 1, 3, { sort: 'BEST' })).status).toBe(400);
    expect((await discussions(session, 1, 3, undefined, 'ps--NOPE-1')).status).toBe(404);
  });

  it('lets a member ask a question of at least 10 characters, dated by the session’s clock, shown first to them alone', async () => {
    const session = await simulator.member();
    await session.call('/_simulator/clock', { json: { now: '2030-01-15T10:00:00+07:00' } });
    const ask = (question: string) =>
      session.call<DiscussionQuestionDto>('/product/products/ps--SPL-60001/discussions/_create', { method: 'POST', json: { question } });
    const short = await ask('  Ada?    ');
    expect([short.status, short.body.errors?.question]).toEqual([400, ['Min. 10 karakter']]);
    const created = await ask('Apakah ada ukuran 43?');
    expect(created.body.data).toEqual(expect.objectContaining({ question: 'Apakah ada ukuran 43?', askedBy: { name: 'Budi Santoso' }, answers: [] }));
    expect(created.body.data.createdDate.slice(0, 16)).toBe('2030-01-15T03:00');
    expect(ids((await discussions(session, 1, 3)).body.data)[0]).toBe(created.body.data.id);
    expect(ids((await discussions(await simulator.session(), 1, 3)).body.data)[0]).toBe('QST-SPL-001');
    expect(
      (await (await simulator.session()).call('/product/products/ps--SPL-60001/discussions/_create', { method: 'POST', json: { question: 'x'.repeat(20) } }))
        .status,
    ).toBe(401);
  });

  it('files question and answer reports once, refusing again at errors.question and errors.answer', async () => {
    const session = await simulator.member();
    expect((await report(session, '/product/discussions/question/QST-SPL-004/_report')).status).toBe(200);
    expect((await report(session, '/product/discussions/question/QST-SPL-004/_report')).body.errors?.question).toEqual([
      'Laporanmu sudah kami terima sebelumnya.',
    ]);
    expect((await report(session, '/product/discussions/answer/ANS-SPL-003/_report', 'EXTERNAL_LINK')).status).toBe(200);
    expect((await report(session, '/product/discussions/answer/ANS-SPL-003/_report', 'EXTERNAL_LINK')).body.errors?.answer).toEqual([
      'Laporanmu sudah kami terima sebelumnya.',
    ]);
    expect((await report(session, '/product/discussions/answer/ANS-NOPE/_report')).status).toBe(404);
  });
});

describe('review and question fixtures', () => {
  const withReviews = (edit: (product: Record<string, unknown>) => void) =>
    catalogueCopy((files) => {
      const product = structuredClone(files.get('products/tumbler.json')) as Record<string, unknown>;
      edit(product);
      files.set('products/tumbler.json', product);
    });
  const review = { id: 'R-1', rating: 5, message: 'Bagus', reviewer: { id: 'u-1', name: 'U' }, daysAgo: 1, itemSku: 'TMB-60006-00001', topics: [], likes: 0 };

  it.each([
    [{ ...review, rating: 6 }, 'reviews.list[0].rating must be a whole number of 1 to 5'],
    [{ ...review, itemSku: 'SPL-60001-00001' }, "reviews.list[0].itemSku must be one of the product's items"],
    [{ ...review, topics: ['COLOUR'] }, 'reviews.list[0].topics[0] must be one of ORIGINALITY'],
    [{ ...review, reviewer: { id: 'u-1', name: 'U', badge: 'KING' } }, 'reviews.list[0].reviewer.badge must be one of SUPERHERO, INFLUENCER'],
  ])('stops at start-up on a broken review (%#)', async (broken, message) => {
    const failure = createSimulator({ fixturesDir: await withReviews((product) => (product.reviews = { highlights: [], list: [broken] })) });
    await expect(failure).rejects.toBeInstanceOf(FixtureError);
    await expect(failure).rejects.toThrow(message);
  });

  it('stops at start-up on a reviewer whose name or privacy differs from their other reviews', async () => {
    const dir = await withReviews((product) => (product.reviews = { highlights: [], list: [{ ...review, reviewer: { id: 'usr-rina', name: 'Rina W.' } }] }));
    await expect(createSimulator({ fixturesDir: dir })).rejects.toThrow('reviewer usr-rina differs from their other reviews');
  });

  it('stops at start-up on a review or question id another product uses', async () => {
    const dir = await withReviews((product) => (product.reviews = { highlights: [], list: [{ ...review, id: 'REV-SPL-001' }] }));
    await expect(createSimulator({ fixturesDir: dir })).rejects.toThrow('REV-SPL-001 is used by another review, question or answer');
    const question = { id: 'QST-SPL-001', question: 'Q?', askedBy: 'A', daysAgo: 1, answers: [] };
    await expect(createSimulator({ fixturesDir: await withReviews((product) => (product.questions = [question])) })).rejects.toThrow('QST-SPL-001 is used by');
  });
});
