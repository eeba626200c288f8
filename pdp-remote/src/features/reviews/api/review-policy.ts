// GET /content/singlepages/product-review-policies/parameters (spec §7): the review policy, in both
// languages; a language missing or malformed reads as the other, nothing usable as null.
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, record, clippedText } from '../../../shared/http/loose-json';

export interface ReviewPolicy {
  title: string;
  paragraphs: string[];
}

function policyOf(raw: unknown): ReviewPolicy | null {
  const policy = record(raw);
  if (!isShortText(policy.title, 200)) return null;
  const paragraphs = (Array.isArray(policy.paragraphs) ? policy.paragraphs : []).flatMap((line) => clippedText(line, 2000) ?? []);
  return paragraphs.length ? { title: policy.title, paragraphs } : null;
}

export function normaliseReviewPolicy(data: unknown): Record<'id' | 'en', ReviewPolicy> | null {
  const id = policyOf(record(data).id);
  const en = policyOf(record(data).en);
  const either = id ?? en;
  return either ? { id: id ?? either, en: en ?? either } : null;
}

export async function getReviewPolicy(client: BackendClient, signal?: AbortSignal) {
  const response = await client.get<unknown>('content/singlepages/product-review-policies/parameters', { signal });
  return normaliseReviewPolicy(response.body.data);
}
