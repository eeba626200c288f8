// The shopper's language choice, kept in storage and in a cookie: storage for the browser, the cookie
// so the host's server renders the next page in that language. Browser only (called from start-up
// and from the language switch, never at module top level).
import { isOneOf } from '@pdp/backend-api/enums';
import { LOCALES, localeCookie, localeFromCookieHeader, type Locale } from '@pdp/host-contract/locale';
import { LOCALE_KEY } from '@pdp/host-contract/storage-keys';
import { localStore } from './browser-storage';

/** The stored choice; the cookie's when storage has none (or storage is refused). */
export function readLocalePreference(): Locale {
  const value = localStore.get(LOCALE_KEY);
  return isOneOf(LOCALES, value) ? value : localeFromCookieHeader(document.cookie);
}

export function writeLocalePreference(locale: Locale): void {
  localStore.set(LOCALE_KEY, locale);
  document.cookie = localeCookie(locale);
}
