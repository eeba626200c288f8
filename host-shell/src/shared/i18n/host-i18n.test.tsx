// The host's messages: one intl per catalogue and language, shared by every provider (and so by every
// page the server renders).
import { render, screen } from '@testing-library/react';
import type * as formatjs from '@formatjs/intl';
import { createIntl } from '@formatjs/intl';
import { HostI18nProvider, useHostTranslator } from './host-i18n';
import { hostMessagesId } from './messages.id';

jest.mock('@formatjs/intl', () => {
  const actual = jest.requireActual<typeof formatjs>('@formatjs/intl');
  return { ...actual, createIntl: jest.fn(actual.createIntl) };
});

function Title() {
  const { t } = useHostTranslator();
  return <h1>{t('host.title.notFound')}</h1>;
}

it('makes the intl of a catalogue once, whatever the number of providers', () => {
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
  expect(createIntl).toHaveBeenCalledTimes(1);
});
