// The shopper's language choice, kept in storage and in a cookie: storage for the browser, the cookie
// so the host's server renders the next page in that language. Browser only (called from start-up
// and from the language switch, never at module top level).
import { LOCALES, LOCALE_KEY, isOneOf, localeCookie, localeFromCookieHeader, type Locale } from '@pdp/shared-contracts';

/** The stored choice; the cookie's when storage has none (or storage is refused). */
export function readLocalePreference(): Locale {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    if (isOneOf(LOCALES, value)) return value;
  } catch {
    // Storage refused: the cookie may still say.
  }
  return localeFromCookieHeader(document.cookie);
}

export function writeLocalePreference(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused: the cookie keeps it.
  }
  document.cookie = localeCookie(locale);
}
