// POST /common/share-link: the deep-link provider's short links, stood in for. The same address always
// gets the same link (a hash of it), so a test can expect it; the link itself leads nowhere here.
import { createHash } from 'node:crypto';
import { SHARE_URL_MAX_LENGTH, type ShareLinkDto } from '@pdp/backend-api/share';
import { fail, ok, type Router } from '../http-kit';

/** The stand-in provider's short-link origin. */
const SHORT_LINK_ORIGIN = 'https://pasarku.link';

function shortLinkOf(url: string): string {
  return `${SHORT_LINK_ORIGIN}/${createHash('sha256').update(url).digest('base64url').slice(0, 8)}`;
}

function isShareableUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > SHARE_URL_MAX_LENGTH) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function shareRoutes(router: Router): void {
  router.add('POST', '/backend/common/share-link', 'share-link', async (context) => {
    const { url } = ((await context.body()) ?? {}) as { url?: unknown };
    if (!isShareableUrl(url)) {
      const message = { id: 'Alamat yang dibagikan tidak valid.', en: 'The address to share is not valid.' };
      return fail(400, 'INVALID_URL', { url: [message[context.language]] });
    }
    const answer: ShareLinkDto = { link: shortLinkOf(url) };
    return ok(answer);
  });
}
