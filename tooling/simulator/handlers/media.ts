// Product pictures for the fixtures, drawn as SVG from the file name (`sepatu-hitam.svg`), so the
// catalogue needs no binary assets and every image is small.
import crypto from 'node:crypto';
import { fail, type Router } from '../http-kit';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

function drawProductSvg(name: string): string {
  const hash = crypto.createHash('sha1').update(name).digest();
  const hue = (hash[0] ?? 0) * 1.41;
  const label = escapeXml(name.replace(/[-_]+/g, ' ').slice(0, 40));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="hsl(${hue.toFixed(0)},55%,88%)"/><circle cx="300" cy="260" r="150" fill="hsl(${hue.toFixed(0)},50%,55%)"/><text x="300" y="520" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#1f2328">${label}</text></svg>`;
}

export function mediaRoutes(router: Router): void {
  router.add('GET', '/backend/media/:file', 'media', ({ params }) => {
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(params.file ?? '');
    if (!match?.[1]) return fail(404);
    return { status: 200, raw: { contentType: 'image/svg+xml', body: drawProductSvg(match[1]), cacheControl: 'public, max-age=31536000, immutable' } };
  });
}
