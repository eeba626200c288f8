// The remote's messages: one intl per catalogue and language, shared by every mount (and so by every
// page the server renders), in the language the shopper chose; plain text shown as written, ICU formatted.
import { render, screen } from '@testing-library/react';
import type * as formatjs from '@formatjs/intl';
import { createIntl } from '@formatjs/intl';
import { I18nProvider, loadCatalogue, translate, useTranslator, type Catalogues } from './i18n-provider';

jest.mock('@formatjs/intl', () => {
  const actual = jest.requireActual<typeof formatjs>('@formatjs/intl');
  return { ...actual, createIntl: jest.fn(actual.createIntl) };
});

const catalogues: Catalogues = {
  id: { 'page.title': 'Detail produk' },
  loadEnglish: () => Promise.resolve({ 'page.title': 'Product details' }),
};

function Title() {
  const { t } = useTranslator<'page.title'>();
  return <h1>{t('page.title')}</h1>;
}

it('makes the intl of a catalogue and language once, whatever the number of mounts', async () => {
  jest.mocked(createIntl).mockClear();
  await loadCatalogue(catalogues, 'en');
  for (const [locale, title] of [
    ['id', 'Detail produk'],
    ['en', 'Product details'],
    ['id', 'Detail produk'],
    ['en', 'Product details'],
  ] as const) {
    const { unmount } = render(
      <I18nProvider locale={locale} catalogues={catalogues}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    unmount();
  }
  expect(createIntl).toHaveBeenCalledTimes(2);
});

describe('a message', () => {
  const intl = createIntl({
    locale: 'id-ID',
    messages: { plain: 'Tambah ke keranjang', count: '{count, plural, other {# ulasan}}', quoted: "Produk ''terlaris''", empty: '' },
    onError: () => undefined,
  });

  it('of plain text is shown as written, and one with ICU syntax formatted', () => {
    expect(translate(intl, 'plain')).toBe('Tambah ke keranjang');
    expect(translate(intl, 'plain', { count: 2 })).toBe('Tambah ke keranjang');
    expect(translate(intl, 'count', { count: 2 })).toBe('2 ulasan');
    expect(translate(intl, 'quoted')).toBe("Produk 'terlaris'");
  });

  it('that is missing or empty falls back to its id', () => {
    expect(translate(intl, 'missing')).toBe('missing');
    expect(translate(intl, 'empty')).toBe('empty');
  });
});
