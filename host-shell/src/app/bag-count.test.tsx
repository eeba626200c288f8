import { act, screen } from '@testing-library/react';
import { fakeRemote, type FakeRemote } from '../__tests__/fake-remotes';
import { serveRemote } from '../__tests__/serve-remote';
import { renderHost } from '../__tests__/render-host';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

let retail: FakeRemote;

beforeEach(() => {
  retail = serveRemote(fakeRemote('retail'));
});

const line = (itemSku: string) => ({ itemSku, name: itemSku, quantity: 1, price: 1000, imageUrl: '' });

function signedInWithBag(retailLines: number) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/member/current-user`, () => envelope({ id: 'u1', name: 'Budi', email: 'budi@example.com' })),
    http.get(`${TEST_BACKEND}/retail/carts`, () =>
      envelope({ vendor: 'RETAIL', items: Array.from({ length: retailLines }, (_, index) => line(`R-${index}`)) }),
    ),
    http.get(`${TEST_BACKEND}/grocery/carts`, () => envelope({ vendor: 'GROCERY', items: [] })),
  );
}

describe('the bag count in the header', () => {
  it('shows the signed-in shopper’s bag lines, and follows what the remote reports through the contract', async () => {
    signedInWithBag(2);
    renderHost('/p/sepatu/ps--SPL-1');
    expect(await screen.findByRole('link', { name: 'Bag (2)' })).toHaveAttribute('href', '/cart');
    await screen.findByRole('heading', { name: /^retail .* Budi$/ });

    act(() => retail.latest().reportBagCount?.({ vendor: 'RETAIL', count: 3 }));

    expect(await screen.findByRole('link', { name: 'Bag (3)' })).toBeInTheDocument();
  });

  it('keeps a count the remote reported while the bag was still being read (the read is older)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    backendServer.use(
      http.get(`${TEST_BACKEND}/member/current-user`, () => envelope({ id: 'u1', name: 'Budi', email: 'budi@example.com' })),
      http.get(`${TEST_BACKEND}/retail/carts`, async () => {
        await answered;
        return envelope({ vendor: 'RETAIL', items: [] });
      }),
    );
    renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('heading', { name: /^retail .* Budi$/ });

    act(() => retail.latest().reportBagCount?.({ vendor: 'RETAIL', count: 1 }));
    expect(await screen.findByRole('link', { name: 'Bag (1)' })).toBeInTheDocument();
    answer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('link', { name: 'Bag (1)' })).toBeInTheDocument();
  });

  it('ignores a count that is not a whole number of lines', async () => {
    signedInWithBag(1);
    renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('link', { name: 'Bag (1)' });
    await screen.findByRole('heading', { name: /^retail .* Budi$/ });

    act(() => {
      retail.latest().reportBagCount?.({ vendor: 'RETAIL', count: -4 });
      retail.latest().reportBagCount?.({ vendor: 'RETAIL', count: 2.5 });
    });

    expect(screen.getByRole('link', { name: 'Bag (1)' })).toBeInTheDocument();
  });

  it('shows no count to a visitor, and asks for no bag', async () => {
    renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('heading', { name: /^retail .* anonymous$/ });
    expect(screen.getByRole('link', { name: 'Bag' })).toHaveAttribute('href', '/cart');
  });
});
