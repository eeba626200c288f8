// Liking and reporting reviews (spec §4 Review like, §6): members only; an anonymous shopper signs in
// and comes back to the same product and variant, scrolled to the reviews, where the like or the
// report they started completes (shared/mount/resume-action.ts). From a modal (`returnPath`), they
// come back to the review's own page, which shows the same review and completes it there; so does a
// like whose review is not in the list they come back to (`detailPathOf`: it was on a later page, or
// under a filter the page no longer has).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { ImageDto } from '@pdp/backend-api/backend';
import { useMountProps } from '../../../shared/mount/mount-context';
import { useModal } from '../../../shared/modal/use-modal';
import { resumeActionOf, withResumeAction, withoutResumeAction, type ResumeAction } from '../../../shared/mount/resume-action';
import { likeReviewAtom } from '../state/review-atoms';
import type { Review } from '../model/reviews';

export function useReviewActions(
  productName: string,
  reviews: readonly Review[] | null,
  { returnPath, detailPathOf }: { returnPath?: string; detailPathOf?: (reviewId: string) => string } = {},
) {
  const { user, path, requestLogin, navigate } = useMountProps();
  const { openModal } = useModal();
  const like = useSetAtom(likeReviewAtom);
  const [liking, setLiking] = useState<string | null>(null);
  const [likeFailed, setLikeFailed] = useState<string | null>(null);

  const signIn = useCallback(
    (action: ResumeAction) => requestLogin({ returnTo: withResumeAction(returnPath ?? path, action) }),
    [path, requestLogin, returnPath],
  );

  const onLike = useCallback(
    async (review: Review) => {
      if (!user) return signIn({ kind: 'like', id: review.id });
      setLiking(review.id);
      setLikeFailed(null);
      const outcome = await like(review);
      setLiking(null);
      if (outcome === 'login') signIn({ kind: 'like', id: review.id });
      if (outcome === 'failed') setLikeFailed(review.id);
      return undefined;
    },
    [like, signIn, user],
  );

  const onReport = useCallback(
    (target: 'review' | 'reply', id: string) => {
      if (!user) return signIn({ kind: 'report', target, id });
      openModal({ id: 'content-report', payload: { target, id } });
      return undefined;
    },
    [openModal, signIn, user],
  );

  const onOpenReviewer = useCallback(
    (review: Review) => openModal({ id: 'user-summary', payload: { userId: review.reviewer.id, name: review.reviewer.name } }),
    [openModal],
  );

  const onOpenImage = useCallback(
    (images: ImageDto[], index: number, name: string) =>
      openModal({ id: 'image-preview', payload: { images, index, productName: `${productName} · ${name}` } }),
    [openModal, productName],
  );

  // Back from login: once the list is here, complete what the shopper started, once.
  const resumed = useRef(false);
  useEffect(() => {
    const action = user && reviews ? resumeActionOf(path) : null;
    if (!action || resumed.current || (action.kind !== 'like' && !(action.kind === 'report' && (action.target === 'review' || action.target === 'reply'))))
      return;
    resumed.current = true;
    const review = action.kind === 'like' ? reviews?.find((candidate) => candidate.id === action.id) : undefined;
    if (action.kind === 'like' && !review && detailPathOf) {
      navigate({ path: withResumeAction(detailPathOf(action.id), action), replace: true, resetScroll: true });
      return;
    }
    navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false });
    if (action.kind === 'report') onReport(action.target as 'review' | 'reply', action.id);
    if (review && !review.liked) void onLike(review);
  }, [detailPathOf, navigate, onLike, onReport, path, reviews, user]);

  return { onLike, onReport, onOpenImage, onOpenReviewer, liking, likeFailed };
}
