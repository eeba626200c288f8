// The reviews and questions of a product fixture (spec §3 Review, Discussion): ratings, topics and
// badges the contract knows, ids unique in the product. That each review is about one of the
// product's items is the product schema's to check; the ids of another product's are load-catalogue's.
import { REVIEW_BADGES, REVIEW_RATINGS, REVIEW_TOPICS } from '@pdp/backend-api/reviews';
import { z } from 'zod';
import { count, flag, list, object, once, oneOf, sku, text } from './schema-kit';

const MEDIA_NAME = 'must be a media name of a-z, 0-9 and -';

const reviewSchema = object({
  id: sku,
  rating: z.literal(REVIEW_RATINGS, { error: 'must be a whole number of 1 to 5' }),
  message: text,
  /** The same id names the same reviewer (name, badge, privacy) in every review of the catalogue. */
  reviewer: object({ id: sku, name: text, badge: oneOf(REVIEW_BADGES).optional(), privateProfile: flag.optional() }),
  /** Written this many days before now. */
  daysAgo: count,
  /** The item bought: its variant values are the review's variant. */
  itemSku: z.string({ error: "must be one of the product's items" }),
  topics: list(oneOf(REVIEW_TOPICS)),
  /** Likes of other shoppers (the session's own like adds one). */
  likes: count,
  /** Media names (`/backend/media/{name}.svg`). */
  images: list(z.string({ error: MEDIA_NAME }).regex(/^[a-z0-9-]{1,60}$/, MEDIA_NAME)).optional(),
  /** Set: ranked first by POPULAR. */
  helpful: flag.optional(),
  reply: object({ message: text, daysAgo: count }).optional(),
});

export const reviewsSchema = object({
  highlights: list(text),
  list: list(reviewSchema).superRefine((reviews, context) => {
    const ids = new Set<string>();
    reviews.forEach((review, index) => once(context, ids, review.id, [index, 'id']));
  }),
});

const questionSchema = object({
  id: sku,
  question: text,
  askedBy: text,
  daysAgo: count,
  answers: list(object({ id: sku, answer: text, answeredBy: text, seller: flag, daysAgo: count })),
});

/** Questions shoppers asked and their answers, newest first; a question and an answer never share an id. */
export const questionsSchema = list(questionSchema).superRefine((questions, context) => {
  const ids = new Set<string>();
  questions.forEach((question, index) => {
    once(context, ids, question.id, [index, 'id']);
    question.answers.forEach((answer, answerIndex) => once(context, ids, answer.id, [index, 'answers', answerIndex, 'id']));
  });
});
