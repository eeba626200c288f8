import { act, screen, waitFor } from '@testing-library/react';
import { fakeRemote, type FakeRemote } from '../__tests__/fake-remotes';
import { serveRemote } from '../__tests__/serve-remote';
import { renderHost } from '../__tests__/render-host';
import { TEST_BACKEND, http, startHostBackend } from '../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

let retail: FakeRemote;

beforeEach(() => {
  retail = serveRemote(fakeRemote('retail'));
});

/** The T-shirt's sizes (kaos-polos.json): each a line of its own in the bag. */
const KAOS_ITEMS = ['KAO-60002-00001', 'KAO-60002-00002', 'KAO-60002-00003'];

/** Budi puts `lines` items in his retail bag in another tab: in the same simulator session, not through the page. */
async function addToBagInAnotherTab(lines: number) {
  const answer = await fetch(`${TEST_BACKEND}/retail/carts/_add-bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: KAOS_ITEMS.slice(0, lines).map((itemSku) => ({ itemSku, quantity: 1 })) }),
  });
  expect(answer.status).toBe(200);
}

async function signedInWithBag(retailLines: number) {
  await backend.session.signIn('budi@contoh.id');
  await addToBagInAnotherTab(retailLines);
}

describe('the bag count in the header', () => {
  it('shows the signed-in shopper’s bag lines, and follows what the remote reports through the contract', async () => {
    await signedInWithBag(2);
    renderHost('/p/sepatu/ps--SPL-1');
    expect(await screen.findByRole('link', { name: 'Bag (2)' })).toHaveAttribute('href', '/cart');
    await screen.findByRole('heading', { name: /^retail .* Budi Santoso$/ });

    act(() => retail.latest().reportBagCount?.({ vendor: 'RETAIL', count: 3 }));

    expect(await screen.findByRole('link', { name: 'Bag (3)' })).toBeInTheDocument();
  });

  it('keeps a count the remote reported while the bag was still being read (the read is older)', async () => {
    await signedInWithBag(2);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The simulator's answer (two lines), held until the remote has reported: no handler of the simulator's holds a call until told.
    backend.server.use(
      http.get(`${TEST_BACKEND}/retail/carts`, async () => {
        await answered;
      }),
    );
    const bagRead = backend.answersTo(/\/retail\/carts$/);
    renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('heading', { name: /^retail .* Budi Santoso$/ });

    act(() => retail.latest().reportBagCount?.({ vendor: 'RETAIL', count: 1 }));
    expect(await screen.findByRole('link', { name: 'Bag (1)' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(bagRead()).toBe(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('link', { name: 'Bag (1)' })).toBeInTheDocument();
  });

  it('ignores a count that is not a whole number of lines', async () => {
    await signedInWithBag(1);
    renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('link', { name: 'Bag (1)' });
    await screen.findByRole('heading', { name: /^retail .* Budi Santoso$/ });

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
    expect(backend.sent('GET', /\/carts$/)).toEqual([]);
  });
});
