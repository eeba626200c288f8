// Reviewers (spec §3 User review summary; §7 user review summary and list, hall of fame): a
// reviewer's summary and their own reviews, latest first, read from every product's reviews; the
// same answers under the hall-of-fame paths; and the signed-in shopper making their private profile
// public (kept in their session, like the simulator's other state); and a store's reviews across its
// products in the sort asked for (the seller's reviews on the page ask for the highest).
import {
  SELLER_REVIEWS_ON_PAGE,
  USER_REVIEW_PAGE_SIZE,
  type MerchantReviewListDto,
  type UserReviewDto,
  type UserReviewSummaryDto,
} from '@pdp/backend-api/reviews';
import { fail, ok, type Handler, type Router } from '../http-kit';
import type { Catalogue } from '../catalogue/load-catalogue';
import type { ProductFixture, ReviewFixture } from '../catalogue/fixture-types';
import type { SessionState } from '../sessions';
import { SORTS, pageParam, reviewDto, sortParam } from './reviews';
import type { HandlerContext } from './context';

const MAX_PAGE_SIZE = 50;

interface Written {
  product: ProductFixture;
  review: ReviewFixture;
}

/** Every review a reviewer wrote on an active product, latest first. */
function writtenBy(catalogue: Catalogue, userId: string | undefined): Written[] {
  return catalogue.products
    .filter((product) => product.status === 'ACTIVE')
    .flatMap((product) => (product.reviews?.list ?? []).filter((review) => review.reviewer.id === userId).map((review) => ({ product, review })))
    .sort((a, b) => SORTS.LATEST(a.review, b.review));
}

function summaryOf(written: readonly Written[], session: SessionState): UserReviewSummaryDto {
  const { reviewer } = written[0]!.review;
  const currentUser = session.userId === reviewer.id;
  return {
    id: reviewer.id,
    name: reviewer.name,
    badge: reviewer.badge ?? null,
    numOfReview: written.length,
    numOfMostUsefulReview: written.filter(({ review }) => review.helpful).length,
    privateProfile: reviewer.privateProfile === true && !(currentUser && session.profileMadePublic),
    currentUser,
  };
}

export function reviewerRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const summary: Handler = ({ params, sessionId }) => {
    const written = writtenBy(catalogue, params.id);
    return written.length ? ok(summaryOf(written, sessions.get(sessionId))) : fail(404);
  };

  const reviews: Handler = ({ params, sessionId, now, url }) => {
    const written = writtenBy(catalogue, params.id);
    if (!written.length) return fail(404);
    const session = sessions.get(sessionId);
    if (summaryOf(written, session).privateProfile && session.userId !== params.id) return fail(403);
    const page = pageParam(url, 'page', 1);
    const itemPerPage = pageParam(url, 'itemPerPage', USER_REVIEW_PAGE_SIZE, MAX_PAGE_SIZE);
    const data: UserReviewDto[] = written.slice((page - 1) * itemPerPage, page * itemPerPage).map(({ product, review }) => ({
      ...reviewDto(product, review, session, now),
      product: { productSku: product.productSku, name: product.name, urlFriendlyName: product.urlFriendlyName },
    }));
    return ok(data, { page, itemPerPage, total_item: written.length, total_page: Math.ceil(written.length / itemPerPage) });
  };

  router.add('GET', '/backend/product-review/merchants/:code/reviews', 'merchant-reviews', ({ params, sessionId, now, url }) => {
    const page = pageParam(url, 'page', 1);
    const itemPerPage = pageParam(url, 'itemPerPage', SELLER_REVIEWS_ON_PAGE, MAX_PAGE_SIZE);
    const sort = SORTS[sortParam(url)];
    const written: Written[] = catalogue.products
      .filter((product) => product.status === 'ACTIVE' && product.merchant.code === params.code)
      .flatMap((product) => (product.reviews?.list ?? []).map((review) => ({ product, review })))
      .sort((a, b) => sort(a.review, b.review));
    const session = sessions.get(sessionId);
    const data: MerchantReviewListDto = written.slice((page - 1) * itemPerPage, page * itemPerPage).map(({ product, review }) => ({
      ...reviewDto(product, review, session, now),
      product: { productSku: product.productSku, name: product.name, urlFriendlyName: product.urlFriendlyName },
    }));
    return ok(data, { page, itemPerPage, total_item: written.length, total_page: Math.ceil(written.length / itemPerPage) });
  });
  router.add('GET', '/backend/product-review/users/:id/summary', 'user-review-summary', summary);
  router.add('GET', '/backend/product-review/users/:id/reviews', 'user-reviews', reviews);
  router.add('GET', '/backend/hall-of-fame/user/reviews/:id', 'hall-of-fame-reviews', reviews);
  router.add('GET', '/backend/hall-of-fame/user/:id', 'hall-of-fame-user', summary);

  router.add('POST', '/backend/product-review/users/me/_public', 'user-profile-public', ({ sessionId }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const written = writtenBy(catalogue, session.userId);
    if (!written.length) return fail(404);
    session.profileMadePublic = true;
    return ok(summaryOf(written, session));
  });
}
