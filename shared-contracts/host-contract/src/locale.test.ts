import { LOCALE_COOKIE_MAX_AGE_SECONDS, localeCookie, localeFromCookieHeader } from './locale';
import { itMapsEach } from './__tests__/it-maps-each';

describe('the language cookie', () => {
  itMapsEach(localeFromCookieHeader, {
    en: ['pdp_locale=en', 'a=1; pdp_locale=en; b=2'],
    id: ['pdp_locale=id', 'other_pdp_locale=en', 'pdp_locale=fr', 'pdp_locale=<script>', 'pdp_locale', ''],
  });

  it('reads no header as the default', () => {
    expect(localeFromCookieHeader(undefined)).toBe('id');
    expect(localeFromCookieHeader(null)).toBe('id');
  });

  it('keeps a choice for a year across the whole site', () => {
    expect(localeCookie('en')).toBe(`pdp_locale=en; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`);
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(localeFromCookieHeader(localeCookie('en').split(';')[0])).toBe('en');
  });
});
