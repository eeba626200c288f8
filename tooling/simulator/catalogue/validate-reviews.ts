// Checks the reviews and questions of a product fixture (spec §3 Review, Discussion): ratings,
// topics and badges the contract knows, each review about one of the product's items, ids unique
// in the product (the ids of another product's are load-catalogue's to compare).
import { REVIEW_BADGES, REVIEW_RATINGS, REVIEW_TOPICS } from '@pdp/backend-api/reviews';
import type { Validator } from './validator';

const MEDIA_NAME = /^[a-z0-9-]{1,60}$/;

export function validateReviews(v: Validator, raw: unknown, itemSkus: ReadonlySet<string>): void {
  const reviews = v.record(raw, 'reviews');
  v.array(reviews.highlights, 'reviews.highlights', v.string);
  const ids = new Set<string>();
  v.array(reviews.list, 'reviews.list', (value, field) => {
    const review = v.record(value, field);
    v.sku(review.id, `${field}.id`);
    if (ids.has(review.id as string)) v.fail(`${field}.id`, 'is used twice');
    ids.add(review.id as string);
    if (!(REVIEW_RATINGS as readonly unknown[]).includes(review.rating)) v.fail(`${field}.rating`, 'must be a whole number of 1 to 5');
    v.string(review.message, `${field}.message`);
    const reviewer = v.record(review.reviewer, `${field}.reviewer`);
    v.sku(reviewer.id, `${field}.reviewer.id`);
    v.string(reviewer.name, `${field}.reviewer.name`);
    if (reviewer.badge !== undefined) v.oneOf(REVIEW_BADGES)(reviewer.badge, `${field}.reviewer.badge`);
    if (reviewer.privateProfile !== undefined) v.boolean(reviewer.privateProfile, `${field}.reviewer.privateProfile`);
    v.integer(review.daysAgo, `${field}.daysAgo`);
    if (!itemSkus.has(review.itemSku as string)) v.fail(`${field}.itemSku`, "must be one of the product's items");
    v.array(review.topics, `${field}.topics`, v.oneOf(REVIEW_TOPICS));
    v.integer(review.likes, `${field}.likes`);
    if (review.images !== undefined) {
      v.array(review.images, `${field}.images`, (image, imageField) => {
        if (typeof image !== 'string' || !MEDIA_NAME.test(image)) v.fail(imageField, 'must be a media name of a-z, 0-9 and -');
      });
    }
    if (review.helpful !== undefined) v.boolean(review.helpful, `${field}.helpful`);
    if (review.reply !== undefined) {
      const reply = v.record(review.reply, `${field}.reply`);
      v.string(reply.message, `${field}.reply.message`);
      v.integer(reply.daysAgo, `${field}.reply.daysAgo`);
    }
  });
}

export function validateQuestions(v: Validator, raw: unknown): void {
  const ids = new Set<string>();
  const unique = (id: unknown, field: string) => {
    v.sku(id, field);
    if (ids.has(id as string)) v.fail(field, 'is used twice');
    ids.add(id as string);
  };
  v.array(raw, 'questions', (value, field) => {
    const question = v.record(value, field);
    unique(question.id, `${field}.id`);
    v.string(question.question, `${field}.question`);
    v.string(question.askedBy, `${field}.askedBy`);
    v.integer(question.daysAgo, `${field}.daysAgo`);
    v.array(question.answers, `${field}.answers`, (answerValue, answerField) => {
      const answer = v.record(answerValue, answerField);
      unique(answer.id, `${answerField}.id`);
      v.string(answer.answer, `${answerField}.answer`);
      v.string(answer.answeredBy, `${answerField}.answeredBy`);
      v.boolean(answer.seller, `${answerField}.seller`);
      v.integer(answer.daysAgo, `${answerField}.daysAgo`);
    });
  });
}
