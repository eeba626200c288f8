// Opening the next product from a recommendation card (issue 41, decision 0074), as a shopper meets
// it: a card pointed at or focused reads its product's summary once, and opening it then shows that
// product at once, without a second read; a read still under way is waited for, not made again; a
// failed one leaves the page to read as it always did; a card only scrolled past, or scrolled under a
// pointer at rest, is not read; two reads at a time; none when the browser asks to save data; and
// none of it reports analytics.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';

startBackendMock();

/** The product of the nth card: its summary names it as the card does. */
const tumbler = (n: number) => aSummary({ itemSku: `TMB-${n}-00001`, productSku: `TMB-${n}`, name: `Tumbler ${n}`, urlFriendlyName: `tumbler-${n}` });
const idOf = (n: number) => `is--TMB-${n}-00001`;

/** Summary reads by product id; `answer` may answer one (by its call number) instead of the product. */
function serveSummaries(answer: (id: string, call: number) => Response | Promise<Response> | undefined = () => undefined) {
  const reads: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) => {
      const id = String(params.id);
      reads.push(id);
      const own = answer(id, reads.filter((read) => read === id).length);
      if (own) return own;
      const n = /^is--TMB-(\d+)-00001$/.exec(id)?.[1];
      return envelope(n ? tumbler(Number(n)) : aSummary());
    }),
  );
  return { of: (n: number) => reads.filter((read) => read === idOf(n)).length, cards: () => reads.filter((read) => read.startsWith('is--TMB-')) };
}

/** The nth similar product, as the recommendations answer it. */
const aCard = (n: number) => ({
  itemSku: `TMB-${n}-00001`,
  name: `Tumbler ${n}`,
  urlFriendlyName: `tumbler-${n}`,
  imageUrl: '',
  price: { listed: 120000, offered: 99000 },
});

beforeEach(() => {
  backendServer.use(
    http.get(`${TEST_BACKEND}/search/products/:id/recommendations`, ({ request }) =>
      envelope(new URL(request.url).searchParams.get('placement') === 'pdp-similar' ? [1, 2, 3, 4, 5, 6].map(aCard) : []),
    ),
  );
});

const similarCards = async () => within(await screen.findByRole('region', { name: 'Produk serupa' })).findAllByRole('link');

/** The shopper opens the card; the host (here the test) hands the remote the new path, as it does. */
async function open(view: ReturnType<typeof renderRemote>, card: HTMLElement) {
  await userEvent.click(card);
  const [[{ path }]] = (view.props.navigate as jest.Mock).mock.calls as [[{ path: string }]];
  act(() => view.rerenderWith({ path }));
}

describe('a card read ahead of the click', () => {
  it('reads the product of a card pointed at or focused once, then opens it at once without a second read, reporting nothing', async () => {
    const reads = serveSummaries();
    const view = renderRemote();
    const [first] = await similarCards();
    expect(reads.cards()).toEqual([]);

    await userEvent.hover(first!);
    await waitFor(() => expect(reads.of(1)).toBe(1));
    await userEvent.unhover(first!);
    await userEvent.hover(first!);
    act(() => first!.focus());
    expect(reads.cards()).toEqual([idOf(1)]);
    expect(view.props.reportAnalytics).not.toHaveBeenCalledWith(expect.objectContaining({ type: expect.stringMatching(/^recommendation-/) }));

    await open(view, first!);
    // In the very render that brings the path: no skeleton in between, no read.
    expect(screen.getByRole('heading', { level: 1, name: 'Tumbler 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.props.reportAnalytics).toHaveBeenCalledWith(expect.objectContaining({ type: 'page-view', itemSku: 'TMB-1-00001' })));
    expect(reads.of(1)).toBe(1);
  });

  it('waits for a read still under way when the card is opened, rather than reading again', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const reads = serveSummaries((id) => (id === idOf(2) ? answered.then(() => envelope(tumbler(2))) : undefined));
    const view = renderRemote();
    const [, second] = await similarCards();

    await userEvent.hover(second!);
    await waitFor(() => expect(reads.of(2)).toBe(1));
    await open(view, second!);
    // The page keeps the product it showed while the next one loads, as it always did.
    expect(screen.queryByRole('heading', { level: 1, name: 'Tumbler 2' })).not.toBeInTheDocument();
    answer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tumbler 2' })).toBeInTheDocument();
    expect(reads.of(2)).toBe(1);
  });

  it('leaves the page to read again after a failed read, and the page then shows its own state', async () => {
    const reads = serveSummaries((id, call) => {
      if (id === idOf(1) && call === 1) return HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 });
      if (id === idOf(2)) return HttpResponse.json({ code: 410, status: 'GONE', data: null }, { status: 410 });
      return undefined;
    });
    const view = renderRemote();
    const [first] = await similarCards();

    // The card read failed; opening it reads again, and the product opens.
    await userEvent.hover(first!);
    await waitFor(() => expect(reads.of(1)).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await open(view, first!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tumbler 1' })).toBeInTheDocument();
    expect(reads.of(1)).toBe(2);

    // A product gone is still reported gone by the page's own read, never shown from the card.
    (view.props.navigate as jest.Mock).mockClear();
    const [, secondAgain] = await similarCards();
    await userEvent.hover(secondAgain!);
    await waitFor(() => expect(reads.of(2)).toBe(1));
    await open(view, secondAgain!);
    await waitFor(() => expect(view.props.reportPageStatus).toHaveBeenCalledWith(410));
    expect(screen.queryByRole('heading', { level: 1, name: 'Tumbler 2' })).not.toBeInTheDocument();
  });
});

describe('cards the shopper only scrolls past', () => {
  it('are not read: pointing at or focusing a card is what asks', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const reads = serveSummaries();
      renderRemote();
      // The page's placeholders come near, so the sections load; then every card is in view.
      await screen.findByRole('heading', { level: 1 });
      for (const observer of [...io.observers]) for (const target of [...observer.targets]) io.show(target, 1);
      const items = await within(await screen.findByRole('region', { name: 'Produk serupa' })).findAllByRole('listitem');
      for (const item of items) io.show(item, 1);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
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
    const reads = serveSummaries();
    renderRemote();
    const [first, second] = await similarCards();
    // The page scrolled, or a section loaded, under a mouse that did not move: the browser says the
    // pointer entered the card, with no move (Chromium does).
    fireEvent.pointerEnter(first!, { pointerType: 'mouse' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reads.cards()).toEqual([]);

    fireEvent.pointerMove(first!, { pointerType: 'mouse' });
    await waitFor(() => expect(reads.cards()).toEqual([idOf(1)]));
    fireEvent.pointerDown(second!, { pointerType: 'touch' });
    await waitFor(() => expect(reads.cards()).toEqual([idOf(1), idOf(2)]));
  });
});

describe('bounds', () => {
  it('reads two cards at a time, the others when a place is free', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const reads = serveSummaries((id) => (id.startsWith('is--TMB-') ? answered.then(() => envelope(tumbler(Number(id.split('-')[3])))) : undefined));
    renderRemote();
    const cards = await similarCards();

    for (const card of cards.slice(0, 4)) await userEvent.hover(card);
    await waitFor(() => expect(reads.cards()).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reads.cards()).toHaveLength(2);

    answer();
    await waitFor(() => expect(reads.cards()).toHaveLength(4));
  });

  it('reads nothing ahead while the browser asks to save data', async () => {
    const connection = { saveData: true };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      const reads = serveSummaries();
      const view = renderRemote();
      const [first, second] = await similarCards();
      await userEvent.hover(first!);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(reads.cards()).toEqual([]);

      // The shopper turns data saving off: cards are read ahead again.
      connection.saveData = false;
      await userEvent.hover(second!);
      await waitFor(() => expect(reads.cards()).toEqual([idOf(2)]));

      await open(view, first!);
      expect(await screen.findByRole('heading', { level: 1, name: 'Tumbler 1' })).toBeInTheDocument();
      expect(reads.of(1)).toBe(1);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
