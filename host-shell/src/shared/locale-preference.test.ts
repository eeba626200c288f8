import { readLocalePreference, writeLocalePreference } from './locale-preference';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'pdp_locale=; Path=/; Max-Age=0';
  jest.restoreAllMocks();
});

describe('the shopper’s language choice', () => {
  it('is kept in storage and in the cookie the server reads', () => {
    writeLocalePreference('en');
    expect(window.localStorage.getItem('host.locale')).toBe('en');
    expect(document.cookie).toContain('pdp_locale=en');
    expect(readLocalePreference()).toBe('en');
  });

  it('is read from the cookie when storage is refused, and still kept there', () => {
    document.cookie = 'pdp_locale=en; Path=/';
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocalePreference()).toBe('en');
    writeLocalePreference('id');
    expect(document.cookie).toContain('pdp_locale=id');
  });

  it('is Indonesian when nothing was chosen or what was stored is not a language we speak', () => {
    expect(readLocalePreference()).toBe('id');
    window.localStorage.setItem('host.locale', 'fr');
    expect(readLocalePreference()).toBe('id');
  });
});
