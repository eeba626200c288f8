// A members' action an anonymous shopper started below the fold (spec §6: follow the merchant or
// report the product, like or report a review, ask or report in the discussion) survives the trip through /login in the return
// path's `pdpAction` parameter: `follow`, `like.REV-1`, `report.review.REV-1`, `ask`. Back on the page, the section it
// belongs to is scrolled to (so it loads), completes the action and takes the parameter out.
import { queryParamOf, withQueryParam, withoutQueryParam } from './path-query';
import { RESUME_PARAM } from './resume-param';

export type ResumeTarget = 'review' | 'reply' | 'question' | 'answer' | 'product';
export type ResumeAction = { kind: 'like'; id: string } | { kind: 'report'; target: ResumeTarget; id: string } | { kind: 'ask' } | { kind: 'follow' };

const PATTERN = /^(ask|follow|like\.[A-Za-z0-9_-]{1,64}|report\.(review|reply|question|answer|product)\.[A-Za-z0-9_-]{1,64})$/;

const encode = (action: ResumeAction): string =>
  action.kind === 'ask' || action.kind === 'follow' ? action.kind : action.kind === 'like' ? `like.${action.id}` : `report.${action.target}.${action.id}`;

export const withResumeAction = (path: string, action: ResumeAction): string => withQueryParam(path, RESUME_PARAM, encode(action));

export const withoutResumeAction = (path: string): string => withoutQueryParam(path, RESUME_PARAM);

export function resumeActionOf(path: string): ResumeAction | null {
  if (!path.includes(`${RESUME_PARAM}=`)) return null;
  const value = queryParamOf(path, RESUME_PARAM, PATTERN);
  if (value === null) return null;
  const [kind, first = '', second = ''] = value.split('.');
  if (kind === 'like') return { kind, id: first };
  if (kind === 'report') return { kind, target: first as ResumeTarget, id: second };
  return { kind: kind === 'follow' ? 'follow' : 'ask' };
}
