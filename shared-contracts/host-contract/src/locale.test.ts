import { LOCALE_COOKIE_MAX_AGE_SECONDS, localeCookie, localeFromCookieHeader } from './locale';

describe('the language cookie', () => {
  it.each([
    ['pdp_locale=en', 'en'],
    ['a=1; pdp_locale=en; b=2', 'en'],
    ['pdp_locale=id', 'id'],
    ['other_pdp_locale=en', 'id'],
    ['pdp_locale=fr', 'id'],
    ['pdp_locale=<script>', 'id'],
    ['pdp_locale', 'id'],
    ['', 'id'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromCookieHeader(header)).toBe(locale);
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
