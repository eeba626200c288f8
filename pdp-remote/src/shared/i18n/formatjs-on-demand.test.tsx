// @formatjs/intl is loaded the first time a message needs ICU (decision 0079): until then such a
// message shows a blank that keeps its line; once it has loaded the provider renders the translators
// again (and what they were handed to); a failed load is said and tried again on the next render; a
// server render is told. Each test takes fresh modules: whether @formatjs/intl was loaded is what is tested.
import { memo } from 'react';
import { getConfig } from '@testing-library/react';
import { WAITING_FOR_FORMATJS } from '@pdp/host-contract/messages';
import type * as FormatjsModule from '@formatjs/intl';
import type * as TestingLibrary from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import type * as I18n from './i18n-provider';

/** How many times the module is asked for, and whether the next ask fails (as a failed chunk load). */
const formatjsLoads = { asked: 0, failNext: false };
jest.mock('@formatjs/intl', () => {
  formatjsLoads.asked += 1;
  if (formatjsLoads.failNext) {
    formatjsLoads.failNext = false;
    throw new Error('Loading chunk 615 failed');
  }
  return jest.requireActual<typeof FormatjsModule>('@formatjs/intl');
});

const catalogues: I18n.Catalogues = {
  id: { 'page.title': 'Detail produk', 'page.reviews': '{count, plural, other {# ulasan}}' },
  loadEnglish: () => Promise.resolve({}),
};

type Ids = 'page.title' | 'page.reviews';

/**
 * Fresh copies of Testing Library (its `pure` entry: a test cannot add hooks), React, React's server
 * renderer and the provider, with @formatjs/intl not loaded yet: the module registry is emptied, so
 * the provider's import of it asks the mock above again. What was rendered is removed after the test.
 */
async function freshModules(
  test: (modules: { library: typeof TestingLibrary; server: typeof ReactDomServer; i18n: typeof I18n }) => Promise<void>,
): Promise<void> {
  jest.resetModules();
  formatjsLoads.asked = 0;
  const library = jest.requireActual<typeof TestingLibrary>('@testing-library/react/pure');
  // The suite's waits (tooling/jest/setup-dom.ts), which a fresh copy does not have.
  library.configure({ asyncUtilTimeout: getConfig().asyncUtilTimeout });
  const server = jest.requireActual<typeof ReactDomServer>('react-dom/server');
  const i18n = jest.requireActual<typeof I18n>('./i18n-provider');
  try {
    await test({ library, server, i18n });
  } finally {
    library.cleanup();
  }
}

const paragraphOf = (container: HTMLElement) => container.querySelector('p')?.textContent;

it('shows a blank for a message that needs ICU until @formatjs/intl has loaded, and then the message', () =>
  freshModules(async ({ library: { render, screen }, i18n: { I18nProvider, useTranslator } }) => {
    function Page() {
      const { t } = useTranslator<Ids>();
      return (
        <>
          <h1>{t('page.title')}</h1>
          <p>{t('page.reviews', { count: 2 })}</p>
        </>
      );
    }
    const { container } = render(
      <I18nProvider locale="id" catalogues={catalogues}>
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Detail produk' })).toBeInTheDocument();
    expect(paragraphOf(container)).toBe(WAITING_FOR_FORMATJS);
    expect(await screen.findByText('2 ulasan')).toBeInTheDocument();
    expect(formatjsLoads.asked).toBe(1);
  }));

it('loads nothing while the messages shown need no ICU', () =>
  freshModules(async ({ library: { render, screen }, i18n: { I18nProvider, useTranslator } }) => {
    function Page({ reviews }: { reviews: boolean }) {
      const { t } = useTranslator<Ids>();
      return reviews ? <p>{t('page.reviews', { count: 2 })}</p> : <h1>{t('page.title')}</h1>;
    }
    const page = (reviews: boolean) => (
      <I18nProvider locale="id" catalogues={catalogues}>
        <Page reviews={reviews} />
      </I18nProvider>
    );
    const { container, rerender } = render(page(false));
    expect(screen.getByRole('heading', { name: 'Detail produk' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(formatjsLoads.asked).toBe(0);
    // Not loaded meanwhile: the first message that needs it waits for it.
    rerender(page(true));
    expect(paragraphOf(container)).toBe(WAITING_FOR_FORMATJS);
    expect(await screen.findByText('2 ulasan')).toBeInTheDocument();
  }));

it('renders again what a component handed its `t` to, once @formatjs/intl has loaded', () =>
  freshModules(async ({ library: { render, screen }, i18n: { I18nProvider, useTranslator } }) => {
    const Reviews = memo(function Reviews({ t }: { t: I18n.Translator<Ids>['t'] }) {
      return <p>{t('page.reviews', { count: 3 })}</p>;
    });
    function Page() {
      const { t } = useTranslator<Ids>();
      return <Reviews t={t} />;
    }
    render(
      <I18nProvider locale="id" catalogues={catalogues}>
        <Page />
      </I18nProvider>,
    );
    expect(await screen.findByText('3 ulasan')).toBeInTheDocument();
  }));

it('says when @formatjs/intl fails to load, keeps the blank, and loads it on the next render', () =>
  freshModules(async ({ library: { render, screen, waitFor }, i18n: { I18nProvider, useTranslator } }) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    formatjsLoads.failNext = true;
    function Page({ count }: { count: number }) {
      const { t } = useTranslator<Ids>();
      return <p>{t('page.reviews', { count })}</p>;
    }
    const page = (count: number) => (
      <I18nProvider locale="id" catalogues={catalogues}>
        <Page count={count} />
      </I18nProvider>
    );
    const { container, rerender } = render(page(2));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[i18n] @formatjs/intl failed to load', expect.any(Error)));
    expect(paragraphOf(container)).toBe(WAITING_FOR_FORMATJS);

    rerender(page(4));
    expect(await screen.findByText('4 ulasan')).toBeInTheDocument();
    expect(formatjsLoads.asked).toBe(2);
    logged.mockRestore();
  }));

it('tells a server render that it needed @formatjs/intl, and only then', () =>
  freshModules(async ({ server: { renderToString }, i18n: { I18nProvider, useTranslator, loadFormatjs } }) => {
    await loadFormatjs();
    function Page({ reviews }: { reviews: boolean }) {
      const { t } = useTranslator<Ids>();
      return <h1>{reviews ? t('page.reviews', { count: 5 }) : t('page.title')}</h1>;
    }
    const serverRender = (reviews: boolean) => {
      const told = jest.fn();
      const html = renderToString(
        <I18nProvider locale="id" catalogues={catalogues} onFormatjsUse={told}>
          <Page reviews={reviews} />
        </I18nProvider>,
      );
      return { html, told: told.mock.calls.length > 0 };
    };
    expect(serverRender(true)).toEqual({ html: '<h1>5 ulasan</h1>', told: true });
    expect(serverRender(false)).toEqual({ html: '<h1>Detail produk</h1>', told: false });
  }));
