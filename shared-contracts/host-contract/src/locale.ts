// The shopper's language choice as a cookie as well as in storage, so the host's server renders the
// page in that language (spec §9: Indonesian by default, English on demand) and no Indonesian text
// flashes before English. Pure functions: the host's browser code writes the cookie, its server reads it.
import { isOneOf } from '@pdp/backend-api/enums';

/** Spec §9: Indonesian by default, English on demand. */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

export const LOCALE_COOKIE = 'pdp_locale';
/** A year: the choice outlives the visit. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The locale a `Cookie` request header names, or the default when it names none we speak. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return isOneOf(LOCALES, value) ? value : DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** The cookie that keeps a choice (for `document.cookie`); the whole site reads it. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
