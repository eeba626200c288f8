// The attack corpus on the host's 404 page (tooling/e2e/attack-corpus.e2e.ts, "runs nothing on the 404
// page, whose recommended products are hostile"), a test per string: the simulator's hostile products
// are retail best sellers, so the 404 placement lists them; each name shows as text in its card and
// nothing of it runs or becomes markup. The checks are tooling/jest/attack-corpus-checks.ts, every
// package's (pdp-remote's too): the host never imports a remote's source. Layout stays in the browser.
import { screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { productPath } from '@pdp/host-contract/links';
import { ATTACK_CORPUS } from '@pdp/test-kit/attack-corpus';
import { armTripwiresEachTest, expectNothingRanOrInjected } from '@pdp/test-kit/attack-corpus-checks';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

/** The 404 placement's answer (handlers/products.ts): the hostile product of the string among plain best sellers. */
const notFoundList = (text: string, index: number) => [
  {
    name: text,
    vendor: 'RETAIL',
    url: productPath({ vendor: 'RETAIL', productName: `serangan-${index}`, id: `ps--ATK-${90000 + index}` }),
    imageUrl: '/backend/media/sepatu-lari-pria-aero-run-2.svg',
    price: 629_300,
  },
  { name: 'Kaos Polos Katun', vendor: 'RETAIL', url: '/p/kaos-polos-katun/ps--KAO-60002', imageUrl: '/backend/media/kaos-polos.svg', price: 59_000 },
];

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  window.scrollTo = jest.fn();
});
/** The payloads' report (`window.pdpPwned`) and the dialogs, armed afresh for each test. */
const tripwires = armTripwiresEachTest();

describe('the 404 page, its recommended products hostile', () => {
  it.each(ATTACK_CORPUS.map((hostile, index) => ({ ...hostile, index })))(
    '$label: shows the product’s name as text in its card, and runs nothing',
    async ({ text, index }) => {
      backendServer.use(http.get(`${TEST_BACKEND}/search/homepage-recommendation`, () => envelope(notFoundList(text, index))));
      renderHost('/tidak/ada');
      const region = await screen.findByRole('region', { name: 'Mungkin kamu suka' });
      const links = await waitFor(() => {
        const found = [...region.querySelectorAll('a')];
        expect(found).toHaveLength(2);
        return found;
      });
      // Nothing of it became markup, and with every handler provoked, nothing reported to pdpPwned and no dialog opened.
      await expectNothingRanOrInjected(tripwires);
      expect(links[0]?.getAttribute('href')).toBe(`/p/serangan-${index}/ps--ATK-${90000 + index}`);
      // The name, exactly as written, is the card's text before its price.
      expect(links[0]?.textContent).toBe(`${text}Rp629.300`);
      expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    },
  );
});
