import { addPage } from '../../../shared/state/add-page';
import { encodeVariantFilter, normaliseReviewPage, toggledLike, withLike, withoutPinned, type Review } from './reviews';
import { normaliseReviewerReviews, normaliseReviewerSummary } from '../api/reviewers-api';

const review = (id: string, likes = 3, liked = false): Review => ({
  id,
  rating: 5,
  message: 'Bagus',
  reviewer: { id: 'usr-rina', name: 'Rina', badge: null },
  createdDate: '2026-11-20T00:00:00.000Z',
  variant: 'Hitam, 41',
  topics: [],
  likes,
  liked,
  images: [],
  reply: null,
});

describe('a like (spec §4 Review like)', () => {
  it('moves the count by one either way and flips the flag', () => {
    expect(toggledLike({ liked: false, likes: 3 }, true)).toEqual({ liked: true, likes: 4 });
    expect(toggledLike({ liked: true, likes: 4 }, false)).toEqual({ liked: false, likes: 3 });
    expect(toggledLike({ liked: true, likes: 0 }, false)).toEqual({ liked: false, likes: 0 });
  });

  it('is laid over the review wherever it is listed', () => {
    expect(withLike(review('A'), { liked: true, likes: 9 })).toEqual(expect.objectContaining({ id: 'A', liked: true, likes: 9 }));
    expect(withLike(review('A'), undefined)).toEqual(review('A'));
  });
});

describe('pages of a list', () => {
  it('replaces on the first page and appends later ones without repeating an entry', () => {
    expect(addPage([review('A')], 1, [review('B')]).map((entry) => entry.id)).toEqual(['B']);
    expect(addPage([review('A'), review('B')], 2, [review('B'), review('C')]).map((entry) => entry.id)).toEqual(['A', 'B', 'C']);
  });

  it("drops page 1's first entry under a review's own page (the review pinned first), and nothing from later pages", () => {
    expect(withoutPinned(1, [review('P'), review('A'), review('B')]).map((entry) => entry.id)).toEqual(['A', 'B']);
    expect(withoutPinned(2, [review('C'), review('D')]).map((entry) => entry.id)).toEqual(['C', 'D']);
    expect(withoutPinned(1, [])).toEqual([]);
  });
});

describe('a reviewer', () => {
  it('reads the summary, an unclear privacy as private, and no summary without an id or a name', () => {
    expect(
      normaliseReviewerSummary({
        id: 'u1',
        name: 'Rina',
        badge: 'SUPERHERO',
        numOfReview: 4,
        numOfMostUsefulReview: 2,
        privateProfile: false,
        currentUser: true,
      }),
    ).toEqual({
      id: 'u1',
      name: 'Rina',
      badge: 'SUPERHERO',
      reviews: 4,
      mostUseful: 2,
      privateProfile: false,
      currentUser: true,
    });
    expect(normaliseReviewerSummary({ id: 'u1', name: 'Rina', numOfReview: -1, badge: 'KING' })).toEqual(
      expect.objectContaining({ reviews: 0, badge: null, privateProfile: true, currentUser: false }),
    );
    expect(normaliseReviewerSummary({ name: 'Rina' })).toBeNull();
    expect(normaliseReviewerSummary('nope')).toBeNull();
  });

  it("keeps a reviewer's reviews with their product, dropping one without it", () => {
    const rinas = (id: string, fields: object = {}) => ({ id, rating: 5, message: 'Ok', reviewer: { id: 'u1', name: 'Rina' }, ...fields });
    const page = normaliseReviewerReviews({
      data: [
        rinas('R1', { product: { productSku: 'SPL-1', name: 'Sepatu', urlFriendlyName: 'sepatu' } }),
        rinas('R2'),
        rinas('R3', { product: { productSku: 'SPL-2', urlFriendlyName: 'x' } }),
      ],
      paging: { page: 1, total_page: 2 },
    });
    expect(page.reviews.map((entry) => [entry.id, entry.product.name])).toEqual([['R1', 'Sepatu']]);
    expect([page.page, page.totalPages]).toEqual([1, 2]);
  });
});

describe('the review variant filter', () => {
  it('is the base64 of the JSON of its pairs, non-ASCII values included', () => {
    const pairs = [{ name: 'Warna', value: 'Hijau Zaitun é' }];
    const encoded = encodeVariantFilter(pairs);
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual(pairs);
  });
});

describe('reading the list answer', () => {
  it('cuts a long name or message, keeping the review and every emoji whole', () => {
    const name = '👟'.repeat(300);
    const page = normaliseReviewPage({ data: [{ id: 'R1', rating: 3, message: 'x'.repeat(9000), reviewer: { name } }] });
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]?.reviewer.name).toBe('👟'.repeat(200));
    expect(page.reviews[0]?.message).toHaveLength(5000);
  });

  it('keeps good reviews, drops malformed ones and unsafe images, and reads missing parts as empty', () => {
    const page = normaliseReviewPage({
      data: [
        {
          id: 'R1',
          rating: 4,
          message: 'Ok',
          reviewer: { name: 'Dimas', badge: 'INFLUENCER' },
          variant: [{ name: 'Warna', value: 'Putih' }],
          likeCounter: 2,
          additionalData: { liked: true },
          images: [
            { id: 'I1', thumbnail: '/backend/media/a.svg', full: '/backend/media/a.svg' },
            { id: 'I2', thumbnail: 'javascript:alert(1)', full: '/x.svg' },
          ],
          reply: { id: 'R1-R', message: 'Terima kasih', merchantName: 'Toko' },
        },
        { id: 'R2', rating: 7, message: 'x', reviewer: { name: 'y' } },
        'nope',
      ],
      paging: { page: 2, total_page: 3 },
    });
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toEqual(
      expect.objectContaining({
        variant: 'Putih',
        likes: 2,
        liked: true,
        reviewer: { id: '', name: 'Dimas', badge: 'INFLUENCER' },
        images: [{ id: 'I1', thumbnail: '/backend/media/a.svg', full: '/backend/media/a.svg', reviewId: '' }],
      }),
    );
    expect(page.summary).toEqual({ average: 0, counts: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 }, count: 0, highlights: [], sorts: ['POPULAR'] });
    expect([page.page, page.totalPages]).toEqual([2, 3]);
  });
});
