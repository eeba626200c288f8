// The question a member typed when sending it found their session expired (a 401): kept in session
// storage for this product while they sign in again, and put back in the ask form when they return
// (spec §6 asking is for members; "nothing the shopper typed is lost on a failed call").
import { DISCUSSION_QUESTION_DRAFT_KEY } from '@pdp/host-contract/storage-keys';
import { DISCUSSION_QUESTION_MAX_LENGTH } from '@pdp/backend-api/discussions';
import { createSafeStorage } from '../../../shared/storage/safe-storage';

const storage = createSafeStorage('session');

interface QuestionDraft {
  productId: string;
  question: string;
}

export const keepQuestionDraft = (draft: QuestionDraft) => storage.setJson(DISCUSSION_QUESTION_DRAFT_KEY, draft);

/** The question kept for this product, or '' (another product's, or anything malformed, is not used). */
export function questionDraftOf(productId: string): string {
  const stored = storage.getJson<Partial<QuestionDraft> | null>(DISCUSSION_QUESTION_DRAFT_KEY, null);
  if (!stored || stored.productId !== productId || typeof stored.question !== 'string') return '';
  return stored.question.slice(0, DISCUSSION_QUESTION_MAX_LENGTH);
}

export const forgetQuestionDraft = () => storage.remove(DISCUSSION_QUESTION_DRAFT_KEY);
