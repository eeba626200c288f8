// A members' action an anonymous shopper started (spec §6: follow the merchant, save the product to
// the wishlist or report it, like or report a review, ask or report in the discussion, add a combo,
// an item with free gifts or an item of a bundle to the bag, subscribe) survives the trip through
// /login, or a member's straight way back when they acted before the host knew who they were (the
// contract's requestLogin), in the return path's `pdpAction` parameter: `follow`, `wishlist`, `like.REV-1`,
// `report.review.REV-1`, `ask`, `add.combo.SKU-1.SKU-2` (the items chosen), `add.bundle.SKU-1`. Back on
// the page, the section it belongs to is scrolled to (so it loads), completes the action and takes the
// parameter out.
import { queryParamOf, withQueryParam, withoutQueryParam } from './path-query';
import { RESUME_PARAM } from './resume-param';

export type ResumeTarget = 'review' | 'reply' | 'question' | 'answer' | 'product';
/** What goes to the bag beside the buy bar (a combo, or the item with its free gifts), or a bundle's item on its page. */
export type AddTarget = 'combo' | 'gift' | 'bundle';
export type ResumeAction =
  | { kind: 'like'; id: string }
  | { kind: 'report'; target: ResumeTarget; id: string }
  | { kind: 'ask' }
  | { kind: 'follow' }
  | { kind: 'wishlist' }
  | { kind: 'subscribe' }
  | { kind: 'add'; target: AddTarget; skus: readonly string[] };

const PATTERN =
  /^(ask|follow|wishlist|subscribe|like\.[A-Za-z0-9_-]{1,64}|report\.(review|reply|question|answer|product)\.[A-Za-z0-9_-]{1,64}|add\.(combo|gift|bundle)(\.[A-Za-z0-9_-]{1,64}){1,20})$/;

function encode(action: ResumeAction): string {
  if (action.kind === 'ask' || action.kind === 'follow' || action.kind === 'wishlist' || action.kind === 'subscribe') return action.kind;
  if (action.kind === 'like') return `like.${action.id}`;
  if (action.kind === 'add') return ['add', action.target, ...action.skus].join('.');
  return `report.${action.target}.${action.id}`;
}

export const withResumeAction = (path: string, action: ResumeAction): string => withQueryParam(path, RESUME_PARAM, encode(action));

export const withoutResumeAction = (path: string): string => withoutQueryParam(path, RESUME_PARAM);

export function resumeActionOf(path: string): ResumeAction | null {
  if (!path.includes(`${RESUME_PARAM}=`)) return null;
  const value = queryParamOf(path, RESUME_PARAM, PATTERN);
  if (value === null) return null;
  const [kind, first = '', second = '', ...rest] = value.split('.');
  if (kind === 'like') return { kind, id: first };
  if (kind === 'add') return { kind, target: first as AddTarget, skus: [second, ...rest] };
  if (kind === 'report') return { kind, target: first as ResumeTarget, id: second };
  return { kind: kind === 'follow' || kind === 'wishlist' || kind === 'subscribe' ? kind : 'ask' };
}
