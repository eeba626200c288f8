// The first screen's part of resuming a members' action after login (resume-action.ts, loaded with
// the sections): which section the return path's action belongs to, so the page scrolls there and
// the section loads. Kept apart so the first load does not carry the parser.
export const RESUME_PARAM = 'pdpAction';

const ACTION = /[?&]pdpAction=([a-z]+)(?:\.([a-z]+))?/;

export function resumeSectionOf(path: string): 'seller' | 'reviews' | 'discussion' | 'service' | null {
  const match = ACTION.exec(path);
  // An add to the bag belongs to the promo section, on the first screen: nothing to scroll to.
  if (!match || match[1] === 'add') return null;
  if (match[1] === 'subscribe') return 'service';
  if (match[1] === 'follow' || match[1] === 'wishlist' || match[2] === 'product') return 'seller';
  return match[1] === 'ask' || match[2] === 'question' || match[2] === 'answer' ? 'discussion' : 'reviews';
}
