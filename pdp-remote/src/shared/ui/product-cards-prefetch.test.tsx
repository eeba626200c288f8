// Opening the next product from a recommendation card (issue 41, decision 0074), as a shopper meets
// it: a card pointed at or focused reads its product's summary once, and opening it then shows that
// product at once, without a second read; a read still under way is waited for, not made again; a
// failed one leaves the page to read as it always did; a card only scrolled past, or scrolled under a
// pointer at rest, is not read; two reads at a time; none when the browser asks to save data; and
// none of it reports analytics. The backend is the simulator (mounted in MSW), on the running shoes
// (sepatu-lari-aero-run.json), in a catalogue where five other products share their category
// "Olahraga": their similar products, best sellers first, are the T-shirt, the desk lamp, the helmet,
// the blender and the tumbler.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';
import { SHOES } from '../../__tests__/products';

const OLAHRAGA = { id: '53000', name: 'Olahraga' };
const SIMILAR = ['kaos-polos', 'lampu-meja', 'helm-sepeda', 'blender', 'tumbler'];
sectionsInView(['recommendation']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      for (const name of SIMILAR) {
        const file = `products/${name}.json`;
        const product = files.get(file) as { categories: object[] };
        files.set(file, { ...product, categories: [...product.categories, OLAHRAGA] });
      }
    }),
});

/** The products of the similar cards, in their order: each card's product id, and its name. */
const CARDS = [
  { id: 'is--KAO-60002-00001', name: 'Kaos Polos Katun Combed 30s' },
  { id: 'is--LMP-60013-00001', name: 'Lampu Meja LED Lipat' },
  { id: 'is--HLM-60011-00001', name: 'Helm Sepeda Lipat Urban' },
  { id: 'is--BLD-60004-00001', name: 'Blender Dapur Serbaguna 1,5 L' },
] as const;
const idOf = (n: number) => CARDS[n - 1]!.id;

const SUMMARY_CALL = /^\/backend\/product-detail\/products\/[^/]+\/_summary$/;
const summaryPath = (id: string) => `/backend/product-detail/products/${id}/_summary`;
/** The summary reads of the test, by product id. */
const reads = {
  all: () => backend.sent('GET', SUMMARY_CALL).map((call) => call.pathname.split('/')[4] as string),
  of: (n: number) => reads.all().filter((id) => id === idOf(n)).length,
  /** The reads of the cards' products (the page's own product left out). */
  cards: () => reads.all().filter((id) => !id.includes('SPL-60001')),
};

/**
 * Holds the answers to the summary reads of `ids` until the test lets each go (`release(id)`, or all);
 * the simulator then answers them. The simulator answers at once: a test cannot hold it.
 */
function holdSummaries(ids: readonly string[]) {
  const releases = new Map<string, () => void>();
  const held = new Map(ids.map((id) => [id, new Promise<void>((resolve) => releases.set(id, resolve))]));
  backend.server.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, async ({ params }) => {
      await held.get(String(params.id));
      // Nothing answered here: the simulator answers.
      return undefined;
    }),
  );
  return { release: (id: string) => releases.get(id)?.(), releaseAll: () => releases.forEach((release) => release()) };
}

const similarCards = async () => within(await screen.findByRole('region', { name: 'Produk serupa' })).findAllByRole('link');

/** The shopper opens the card; the host (here the test) hands the remote the new path, as it does. */
async function open(view: ReturnType<typeof renderRemote>, card: HTMLElement) {
  await userEvent.click(card);
  const [[{ path }]] = (view.props.navigate as jest.Mock).mock.calls as [[{ path: string }]];
  act(() => view.rerenderWith({ path }));
}

describe('a card read ahead of the click', () => {
  it('reads the product of a card pointed at or focused once, then opens it at once without a second read, reporting nothing', async () => {
    const view = renderRemote({ path: SHOES });
    const cards = await similarCards();
    expect(cards.map((card) => card.textContent)).toEqual(CARDS.map(({ name }) => expect.stringContaining(name)).concat(expect.stringContaining('Tumbler')));
    const [first] = cards;
    expect(reads.cards()).toEqual([]);
    // The cards in view have been reported seen; pointing at one and focusing it report nothing more.
    const similarEvents = () =>
      (view.props.reportAnalytics as jest.Mock).mock.calls
        .map(([event]) => event as { type: string; placement?: string })
        .filter((event) => event.placement === 'pdp-similar');
    const reported = similarEvents();

    await userEvent.hover(first!);
    await waitFor(() => expect(reads.of(1)).toBe(1));
    await userEvent.unhover(first!);
    await userEvent.hover(first!);
    act(() => first!.focus());
    expect(reads.cards()).toEqual([idOf(1)]);
    expect(similarEvents()).toEqual(reported);
    expect(view.props.reportAnalytics).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'recommendation-click' }));
    // The read has had its answer before the card is opened.
    await waitFor(() => expect(backend.sent('GET', SUMMARY_CALL).filter((call) => call.pathname === summaryPath(idOf(1)) && call.answered)).toHaveLength(1));

    await open(view, first!);
    // In the very render that brings the path: no skeleton in between, no read.
    expect(screen.getByRole('heading', { level: 1, name: 'Kaos Polos Katun Combed 30s' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.props.reportAnalytics).toHaveBeenCalledWith(expect.objectContaining({ type: 'page-view', itemSku: 'KAO-60002-00001' })));
    expect(reads.of(1)).toBe(1);
  });

  it('waits for a read still under way when the card is opened, rather than reading again', async () => {
    const hold = holdSummaries([idOf(2)]);
    const view = renderRemote({ path: SHOES });
    const [, second] = await similarCards();

    await userEvent.hover(second!);
    await waitFor(() => expect(reads.of(2)).toBe(1));
    await open(view, second!);
    // The page keeps the product it showed while the next one loads, as it always did.
    expect(screen.queryByRole('heading', { level: 1, name: 'Lampu Meja LED Lipat' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    hold.release(idOf(2));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lampu Meja LED Lipat' })).toBeInTheDocument();
    expect(reads.of(2)).toBe(1);
  });

  it('leaves the page to read again after a failed read, and the page then shows its own state', async () => {
    await backend.session.fault(summaryPath(idOf(1)), 'status=503', { method: 'GET', times: 1 });
    await backend.session.fault(summaryPath(idOf(2)), 'status=410', { method: 'GET' });
    const view = renderRemote({ path: SHOES });
    const [first] = await similarCards();

    // The card read failed; opening it reads again, and the product opens.
    const firstAnswers = backend.answersTo(new RegExp(`^${summaryPath(idOf(1))}$`));
    await userEvent.hover(first!);
    await waitFor(() => expect(reads.of(1)).toBe(1));
    await waitFor(() => expect(firstAnswers()).toBe(1));
    await open(view, first!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaos Polos Katun Combed 30s' })).toBeInTheDocument();
    expect(reads.of(1)).toBe(2);

    // A product gone is still reported gone by the page's own read, never shown from the card.
    (view.props.navigate as jest.Mock).mockClear();
    const [, secondAgain] = await similarCards();
    await userEvent.hover(secondAgain!);
    await waitFor(() => expect(reads.of(2)).toBe(1));
    await open(view, secondAgain!);
    await waitFor(() => expect(view.props.reportPageStatus).toHaveBeenCalledWith(410));
    expect(screen.queryByRole('heading', { level: 1, name: 'Lampu Meja LED Lipat' })).not.toBeInTheDocument();
  });
});

describe('cards the shopper only scrolls past', () => {
  it('are not read: pointing at or focusing a card is what asks', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const view = renderRemote({ path: SHOES });
      // The page's placeholders come near, so the sections load; then every card is in view.
      await screen.findByRole('heading', { level: 1 });
      const similar = await waitFor(() => {
        for (const observer of [...io.observers]) for (const target of [...observer.targets]) if (!target.closest('li')) io.show(target, 1);
        return screen.getByRole('region', { name: 'Produk serupa' });
      });
      const items = await within(similar).findAllByRole('listitem');
      for (const item of items) io.show(item, 1);
      // Each card has been seen, as the page reports it.
      await waitFor(() =>
        expect(
          (view.props.reportAnalytics as jest.Mock).mock.calls.filter(
            ([event]) =>
              (event as { type: string; placement?: string }).type === 'recommendation-impression' &&
              (event as { placement?: string }).placement === 'pdp-similar',
          ),
        ).toHaveLength(items.length),
      );
      expect(reads.cards()).toEqual([]);

      await userEvent.hover(within(items[2]!).getByRole('link'));
      await waitFor(() => expect(reads.cards()).toEqual([idOf(3)]));
    } finally {
      io.restore();
    }
  });
});

describe('cards that come under a pointer at rest', () => {
  it('are not read: a pointer that moves over a card, or a finger on one, is what asks', async () => {
    renderRemote({ path: SHOES });
    const [first, second, third] = await similarCards();
    // The page scrolled, or a section loaded, under a mouse that did not move: the browser says the
    // pointer entered the card, with no move (Chromium does). The pointer then moves over another card:
    // that one only is read, and a read of the first would have been sent before it.
    fireEvent.pointerEnter(first!, { pointerType: 'mouse' });
    fireEvent.pointerMove(second!, { pointerType: 'mouse' });
    await waitFor(() => expect(reads.cards()).toEqual([idOf(2)]));

    fireEvent.pointerMove(first!, { pointerType: 'mouse' });
    await waitFor(() => expect(reads.cards()).toEqual([idOf(2), idOf(1)]));
    fireEvent.pointerDown(third!, { pointerType: 'touch' });
    await waitFor(() => expect(reads.cards()).toEqual([idOf(2), idOf(1), idOf(3)]));
  });
});

describe('bounds', () => {
  it('reads two cards at a time, the others when a place is free', async () => {
    const hold = holdSummaries(CARDS.map(({ id }) => id));
    // How many card reads were under way, at most, as each was sent.
    let most = 0;
    const onStart = ({ request }: { request: Request }) => {
      if (!/\/_summary$/.test(request.url) || request.url.includes('SPL-60001')) return;
      const underWay = backend.sent('GET', SUMMARY_CALL).filter((call) => !call.pathname.includes('SPL-60001') && !call.answered).length;
      most = Math.max(most, underWay);
    };
    backend.server.events.on('request:start', onStart);
    try {
      renderRemote({ path: SHOES });
      const cards = await similarCards();

      for (const card of cards.slice(0, 4)) await userEvent.hover(card);
      await waitFor(() => expect(reads.cards()).toEqual([idOf(1), idOf(2)]));

      // One answer frees one place: one more card is read, with two still under way.
      hold.release(idOf(1));
      await waitFor(() => expect(reads.cards()).toHaveLength(3));
      hold.releaseAll();
      await waitFor(() => expect([...reads.cards()].sort()).toEqual([idOf(1), idOf(2), idOf(3), idOf(4)].sort()));
      // Never more than two under way, as each was sent.
      expect(most).toBe(2);
    } finally {
      hold.releaseAll();
      backend.server.events.removeListener('request:start', onStart);
    }
  });

  it('reads nothing ahead while the browser asks to save data', async () => {
    const connection = { saveData: true };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      const view = renderRemote({ path: SHOES });
      const [first, second] = await similarCards();
      await userEvent.hover(first!);

      // The shopper turns data saving off: cards are read ahead again, the one pointed at now only (a
      // read of the first would have been sent before it).
      connection.saveData = false;
      await userEvent.hover(second!);
      await waitFor(() => expect(reads.cards()).toEqual([idOf(2)]));

      await open(view, first!);
      expect(await screen.findByRole('heading', { level: 1, name: 'Kaos Polos Katun Combed 30s' })).toBeInTheDocument();
      expect(reads.of(1)).toBe(1);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
