// The reviews as a shopper meets them on the simulator's products (reviews.test.tsx, the fault
// matrix): the running shoes' twelve reviews (sepatu-lari-aero-run.json; ten a page, Rina Wulandari's
// first), and a catalogue for the photos and a reviewer's own list: the shoes' last review carrying 13
// photos more (17 in all, two pages of 15), and Rina reviewing the tumbler six times more (7 reviews, 2
// of them most helpful: two pages of 5).
import { screen, within } from '@testing-library/react';
import { catalogueCopy } from '@pdp/test-kit/simulator-backend';
import type { ReviewFixture } from '../../../../tooling/simulator/catalogue/fixture-types';
// KAOS, the T-shirt: nobody reviewed it, nor its store.
export { KAOS, SHOES } from '../../__tests__/products';

/** The simulator's paths of the reviews' calls. */
export const LIST_CALL = /^\/backend\/product-review\/public-reviews$/;
export const IMAGES_CALL = /^\/backend\/product-review\/public-reviews\/images$/;
export const DETAIL_CALL = /^\/backend\/product-review\/public-reviews\/(?!images$)[^/]+$/;
export const LIKE_CALL = /^\/backend\/product-review\/reviews\/[^/]+\/like$/;
export const REPORT_CALL = /^\/backend\/product-review\/(reply\/)?[^/]+\/_report$/;

export const reviewsSection = () => screen.findByRole('region', { name: /^(Ulasan|Reviews)$/ });
export const card = async (name: string) => within(await reviewsSection()).findByRole('article', { name });

const RINA = { id: 'usr-rina', name: 'Rina Wulandari', badge: 'SUPERHERO' as const };
const rinaOnTheTumbler = (index: number): ReviewFixture => ({
  id: `REV-TMB-RINA-${index}`,
  rating: 4,
  message: `Tumblernya awet, pemakaian ke-${index}.`,
  reviewer: RINA,
  daysAgo: 40 + index,
  itemSku: 'TMB-60006-00001',
  topics: ['QUALITY'],
  likes: index,
  ...(index === 1 ? { helpful: true } : {}),
});

/** The bundled catalogue with the shoes' 13 photos more and Rina's six tumbler reviews. */
export const reviewsCatalogue = () =>
  catalogueCopy((files) => {
    const shoes = files.get('products/sepatu-lari-aero-run.json') as { reviews: { list: ReviewFixture[] } };
    shoes.reviews.list = shoes.reviews.list.map((review) =>
      review.id === 'REV-SPL-012' ? { ...review, images: Array.from({ length: 13 }, (_, index) => `ulasan-aero-${index + 5}`) } : review,
    );
    const tumbler = files.get('products/tumbler.json') as Record<string, unknown>;
    tumbler.reviews = { highlights: [], list: [1, 2, 3, 4, 5, 6].map(rinaOnTheTumbler) };
  });
