// The remote's messages: shared by every mount (and so by every page the server renders), in the
// language the shopper chose; a message that needs no ICU read as it is, and an intl made only for
// one that does, once per catalogue and language (decision 0077). @formatjs/intl is loaded here
// first: how it is loaded on demand is formatjs-on-demand.test.tsx's (decision 0079).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type * as formatjs from '@formatjs/intl';
import { createIntl } from '@formatjs/intl';
import { I18nProvider, messagesOf, loadCatalogue, loadFormatjs, translate, useTranslator, type Catalogue, type Catalogues } from './i18n-provider';

jest.mock('@formatjs/intl', () => {
  const actual = jest.requireActual<typeof formatjs>('@formatjs/intl');
  return { ...actual, createIntl: jest.fn(actual.createIntl) };
});

let loadedFormatjs: typeof formatjs;
beforeAll(async () => {
  loadedFormatjs = await loadFormatjs();
});

const catalogues: Catalogues = {
  id: { 'page.title': 'Detail produk', 'page.reviews': '{count, plural, other {# ulasan}}' },
  loadEnglish: () => Promise.resolve({ 'page.title': 'Product details', 'page.reviews': '{count, plural, one {# review} other {# reviews}}' }),
};

function Title({ withReviews }: { withReviews: boolean }) {
  const { t } = useTranslator<'page.title' | 'page.reviews'>();
  return (
    <>
      <h1>{t('page.title')}</h1>
      {withReviews && <p>{t('page.reviews', { count: 2 })}</p>}
    </>
  );
}

async function mountFourTimes(withReviews: boolean) {
  await loadCatalogue(catalogues, 'en');
  for (const [locale, title] of [
    ['id', 'Detail produk'],
    ['en', 'Product details'],
    ['id', 'Detail produk'],
    ['en', 'Product details'],
  ] as const) {
    const { unmount } = render(
      <I18nProvider locale={locale} catalogues={catalogues}>
        <Title withReviews={withReviews} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    if (withReviews) expect(screen.getByText(locale === 'en' ? '2 reviews' : '2 ulasan')).toBeInTheDocument();
    unmount();
  }
}

it('makes no intl while the messages it shows need no ICU', async () => {
  jest.mocked(createIntl).mockClear();
  await mountFourTimes(false);
  expect(createIntl).not.toHaveBeenCalled();
});

it('makes the intl of a catalogue and language once a message needs ICU, whatever the number of mounts', async () => {
  jest.mocked(createIntl).mockClear();
  await mountFourTimes(true);
  expect(createIntl).toHaveBeenCalledTimes(2);
});

describe('a message', () => {
  const messages = messagesOf('id-ID', {
    plain: 'Tambah ke keranjang',
    city: 'Dikirim dari {city}',
    count: '{count, plural, other {# ulasan}}',
    quoted: "Produk ''terlaris''",
    empty: '',
  });

  it('without ICU is read as it is, and one with ICU formatted', () => {
    expect(translate(messages, 'plain', undefined, loadedFormatjs)).toBe('Tambah ke keranjang');
    expect(translate(messages, 'plain', { count: 2 }, loadedFormatjs)).toBe('Tambah ke keranjang');
    expect(translate(messages, 'city', { city: 'Bogor' }, loadedFormatjs)).toBe('Dikirim dari Bogor');
    expect(translate(messages, 'count', { count: 2 }, loadedFormatjs)).toBe('2 ulasan');
    expect(translate(messages, 'quoted', undefined, loadedFormatjs)).toBe("Produk 'terlaris'");
  });

  it('that is missing or empty falls back to its id', () => {
    expect(translate(messages, 'missing', undefined, loadedFormatjs)).toBe('missing');
    expect(translate(messages, 'empty', undefined, loadedFormatjs)).toBe('empty');
  });
});

/** Every catalogue file of the remote (tooling/webpack/messages-ast-loader.cjs names them so). */
function catalogueFiles(): string[] {
  const root = path.join(__dirname, '../..');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /(?:^|[\\/])(?:[a-z-]+\.)?messages\.[a-z]{2}\.ts$/.test(file))
    .map((file) => path.join(root, file));
}

/** A value for each of the message's arguments: a number where ICU formats one, else strings or numbers. */
function valuesFor(message: string, numbers: boolean): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [, name, format] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (name) values[name] = format === 'plural' || format === 'number' || numbers ? 1234.5 : `«${name}»`;
  }
  return values;
}

it.each(catalogueFiles().map((file) => [path.relative(path.join(__dirname, '../..'), file), file]))(
  'every message of %s reads as @formatjs/intl formats it',
  (_name, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as Record<string, unknown>;
    const catalogue = Object.values(module).find((value): value is Catalogue => typeof value === 'object' && value !== null) ?? {};
    const locale = /\.en\.ts$/.test(file) ? 'en-ID' : 'id-ID';
    const intl = createIntl({ locale, messages: catalogue as Record<string, string>, onError: () => undefined });
    const messages = messagesOf(locale, catalogue);
    expect(Object.keys(catalogue).length).toBeGreaterThan(0);
    for (const [id, message] of Object.entries(catalogue)) {
      for (const numbers of [false, true]) {
        const values = valuesFor(message, numbers);
        expect([id, translate(messages, id, values, loadedFormatjs)]).toEqual([id, intl.formatMessage({ id }, values)]);
      }
    }
  },
);
