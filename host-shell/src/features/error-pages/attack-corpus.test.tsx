// The attack corpus on the host's 404 page (tooling/e2e/attack-corpus.e2e.ts, "runs nothing on the 404
// page, whose recommended products are hostile"), a test per string: the simulator's hostile products
// are retail best sellers, so the 404 placement lists them; each name shows as text in its card and
// nothing of it runs or becomes markup. The file's catalogue has them as the simulator's attack corpus
// makes them (a copy of the running shoes per string, the string its name). The checks are tooling/jest/attack-corpus-checks.ts, every
// package's (pdp-remote's too): the host never imports a remote's source. Layout stays in the browser.
import { screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ATTACK_CORPUS } from '@pdp/test-kit/attack-corpus';
import { catalogueCopy } from '@pdp/test-kit/simulator-backend';
import { armTripwiresEachTest, expectNothingRanOrInjected } from '@pdp/test-kit/attack-corpus-checks';
import { renderHost } from '../../__tests__/render-host';
import { startHostBackend } from '../../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

interface ProductFile {
  productSku: string;
  items: { itemSku: string }[];
}

/**
 * The hostile products of the simulator's attack corpus (catalogue/attack-corpus.ts `hostileProducts`),
 * as far as the 404 placement reads them: a copy of the running shoes (Rp629.300, as many sold) per
 * string, under a sku of its own (`ATK-90000` on), the string its name.
 */
const withHostileProducts = () =>
  catalogueCopy((files) => {
    const shoes = files.get('products/sepatu-lari-aero-run.json') as ProductFile;
    ATTACK_CORPUS.forEach(({ text }, index) => {
      const sku = `ATK-${90000 + index}`;
      files.set(`products/serangan-${index}.json`, {
        ...structuredClone(shoes),
        productSku: sku,
        productCode: `MTA-${sku}`,
        name: text,
        urlFriendlyName: `serangan-${index}`,
        items: shoes.items.map((item, itemIndex) => ({ ...item, itemSku: `${sku}-${String(itemIndex + 1).padStart(5, '0')}` })),
        // What the 404 card does not read, and names the shoes' own items and vouchers, is left out.
        vouchers: undefined,
        reviews: undefined,
        questions: undefined,
        faults: undefined,
      });
    });
  });

startHostBackend({ fixturesDir: withHostileProducts });

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
      renderHost('/tidak/ada');
      const region = await screen.findByRole('region', { name: 'Mungkin kamu suka' });
      const card = await waitFor(() => {
        const found = region.querySelector(`a[href="/p/serangan-${index}/ps--ATK-${90000 + index}"]`);
        expect(found).not.toBeNull();
        return found;
      });
      // Every hostile product is among the best sellers listed.
      expect([...region.querySelectorAll('a')].filter((link) => /^\/p\/serangan-\d+\/ps--ATK-9\d{4}$/.test(link.getAttribute('href') ?? ''))).toHaveLength(
        ATTACK_CORPUS.length,
      );
      // Nothing of it became markup, and with every handler provoked, nothing reported to pdpPwned and no dialog opened.
      await expectNothingRanOrInjected(tripwires);
      // The name, exactly as written, is the card's text before its price.
      expect(card?.textContent).toBe(`${text}Rp629.300`);
      expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    },
  );
});
