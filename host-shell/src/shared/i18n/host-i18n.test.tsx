// The host's messages: shared by every provider (and so by every page the server renders); a message
// that needs no ICU is read as it is, and an intl is made only for one that does (decision 0077), with
// @formatjs/intl loaded then (decision 0079).
import { getConfig, render, screen } from '@testing-library/react';
import { WAITING_FOR_FORMATJS } from '@pdp/host-contract/messages';
import type * as formatjs from '@formatjs/intl';
import { createIntl } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type * as TestingLibrary from '@testing-library/react';
import type * as HostI18n from './host-i18n';
import { HostI18nProvider, loadHostFormatjs, useHostTranslator } from './host-i18n';
import { hostMessagesId, type HostMessageId } from './messages.id';
import hostMessagesEn from './messages.en';
import { hostPageMessagesId } from './pages.messages.id';
import { hostErrorMessagesId } from './errors.messages.id';
import { hostFooterMessagesId } from './footer.messages.id';

jest.mock('@formatjs/intl', () => {
  const actual = jest.requireActual<typeof formatjs>('@formatjs/intl');
  return { ...actual, createIntl: jest.fn(actual.createIntl) };
});

function Title() {
  const { t } = useHostTranslator();
  return <h1>{t('host.title.notFound')}</h1>;
}

it('makes no intl while the messages it shows need no ICU, whatever the number of providers', () => {
  jest.mocked(createIntl).mockClear();
  for (let page = 0; page < 3; page += 1) {
    const { unmount } = render(
      <HostI18nProvider locale="id">
        <Title />
      </HostI18nProvider>,
    );
    expect(screen.getByRole('heading', { name: hostMessagesId['host.title.notFound'] })).toBeInTheDocument();
    unmount();
  }
  expect(createIntl).not.toHaveBeenCalled();
});

const pageMessages = { 'host.test.items': '{count, plural, other {# barang}} di tas' };

function Items() {
  const { t } = useHostTranslator(pageMessages);
  return <p>{t('host.test.items' as HostMessageId, { count: 3 })}</p>;
}

it('shows a blank for a message that needs ICU until @formatjs/intl has loaded, then formats it with one intl', async () => {
  // Fresh modules: @formatjs/intl not loaded by an earlier test (Testing Library's `pure` entry adds no hooks).
  jest.resetModules();
  const { render: renderFresh, screen: freshScreen, cleanup, configure } = jest.requireActual<typeof TestingLibrary>('@testing-library/react/pure');
  // The suite's waits (tooling/jest/setup-dom.ts), which a fresh copy does not have.
  configure({ asyncUtilTimeout: getConfig().asyncUtilTimeout });
  const fresh = jest.requireActual<typeof HostI18n>('./host-i18n');
  function FreshItems() {
    const { t } = fresh.useHostTranslator(pageMessages);
    return <p>{t('host.test.items' as HostMessageId, { count: 3 })}</p>;
  }
  try {
    const { container } = renderFresh(
      <fresh.HostI18nProvider locale="id">
        <FreshItems />
      </fresh.HostI18nProvider>,
    );
    expect(container.querySelector('p')?.textContent).toBe(WAITING_FOR_FORMATJS);
    expect(await freshScreen.findByText('3 barang di tas')).toBeInTheDocument();
    expect(jest.requireMock<typeof formatjs>('@formatjs/intl').createIntl).toHaveBeenCalledTimes(1);
  } finally {
    cleanup();
  }
});

it('tells a server render that it needed @formatjs/intl, and only then', async () => {
  await loadHostFormatjs();
  const serverRender = (children: ReactNode) => {
    const told = jest.fn();
    const html = renderToString(
      <HostI18nProvider locale="id" onFormatjsUse={told}>
        {children}
      </HostI18nProvider>,
    );
    return { html, told: told.mock.calls.length > 0 };
  };
  expect(serverRender(<Items />)).toEqual({ html: '<p>3 barang di tas</p>', told: true });
  expect(serverRender(<Title />)).toEqual({ html: '<h1>Halaman tidak ditemukan</h1>', told: false });
});

function Every({ ids, values }: { ids: string[]; values: Record<string, string | number> }) {
  const { t } = useHostTranslator({ ...hostPageMessagesId, ...hostErrorMessagesId, ...hostFooterMessagesId });
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-id={id}>
          {t(id as HostMessageId, values)}
        </li>
      ))}
    </ul>
  );
}

it.each([
  ['id', 'id-ID', { ...hostMessagesId, ...hostPageMessagesId, ...hostErrorMessagesId, ...hostFooterMessagesId }],
  ['en', 'en-ID', hostMessagesEn],
] as const)('shows every %s message as @formatjs/intl formats it', async (locale, intlLocale, catalogue) => {
  const values = { count: 2, name: 'Sari', quantity: 3, store: 'Toko Kemang', day: 'Senin', start: '09.00', end: '11.00', path: '/seller/x' };
  const intl = jest.requireActual<typeof formatjs>('@formatjs/intl').createIntl({ locale: intlLocale, messages: catalogue, onError: () => undefined });
  const ids = Object.keys(catalogue);
  const { container } = render(
    <HostI18nProvider locale={locale}>
      <Every ids={ids} values={values} />
    </HostI18nProvider>,
  );
  await screen.findByText(intl.formatMessage({ id: ids[0] ?? '' }, values));
  for (const item of container.querySelectorAll('li')) {
    const id = item.getAttribute('data-id') ?? '';
    expect([id, item.textContent]).toEqual([id, intl.formatMessage({ id }, values)]);
  }
});
