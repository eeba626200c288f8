// The analytics the page reports to its host (spec §9 tracking, contract 1.14): one page view per
// product, a variant change for a pick on the same product, the quest event for a signed-in member,
// recommendation cards seen (half in view, once each) and opened, and a host whose analytics throws
// never breaking the page. Add to bag and buy now are asserted with their flows (buying.test.tsx).
// The backend is the simulator (mounted in MSW), on the running shoes (sepatu-lari-aero-run.json),
// in a catalogue where the T-shirt and the helmet share the shoes' category "Olahraga", so that the
// shoes have two similar products.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';
import { BUDI } from '../../__tests__/members';
import { SHOES } from '../../__tests__/products';

/** The shoes' white 40 (`SPL-60001-00004`), a pick on the same product. */
const WHITE_SHOES = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00004';
const QUEST_CALL = /^\/backend\/quest\/publish-event$/;

const OLAHRAGA = { id: '53000', name: 'Olahraga' };
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      for (const file of ['products/kaos-polos.json', 'products/helm-sepeda.json']) {
        const product = files.get(file) as { categories: object[] };
        files.set(file, { ...product, categories: [...product.categories, OLAHRAGA] });
      }
    }),
});

const published = () => backend.sent('POST', QUEST_CALL).map((call) => call.body);

const eventsOf = (spy: unknown, type: string) =>
  (spy as jest.Mock).mock.calls.map(([event]) => event as { type: string }).filter((event) => event.type === type);

describe('page views and variant changes', () => {
  // The first screen only: what these tests read is on it.
  sectionsInView([]);

  it('reports one page view for the product, then a variant change for a pick, never a second page view', async () => {
    const view = renderRemote({ path: SHOES });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(eventsOf(view.props.reportAnalytics, 'page-view')).toEqual([
        { type: 'page-view', vendor: 'RETAIL', productSku: 'SPL-60001', itemSku: 'SPL-60001-00001' },
      ]),
    );

    view.rerenderWith({ path: WHITE_SHOES });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    expect(eventsOf(view.props.reportAnalytics, 'variant-change')).toEqual([
      { type: 'variant-change', vendor: 'RETAIL', productSku: 'SPL-60001', itemSku: 'SPL-60001-00004', previousItemSku: 'SPL-60001-00001' },
    ]);
    expect(eventsOf(view.props.reportAnalytics, 'page-view')).toHaveLength(1);
  });

  it("publishes the quest's visit-product-page once for a signed-in member, and not for a visitor", async () => {
    await backend.session.signIn(BUDI.email);
    const member = renderRemote({ user: BUDI, path: SHOES });
    await waitFor(() => expect(published()).toEqual([{ event: 'visit-product-page', productSku: 'SPL-60001', itemSku: 'SPL-60001-00001' }]));
    member.rerenderWith({ path: WHITE_SHOES });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    expect(published()).toHaveLength(1);
    member.unmount();

    const visitor = renderRemote({ path: SHOES });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(eventsOf(visitor.props.reportAnalytics, 'page-view')).toHaveLength(1));
    expect(published()).toHaveLength(1);
  });

  it('keeps the page working when the quest call fails or the host throws on an event', async () => {
    await backend.session.signIn(BUDI.email);
    await backend.session.fault('/backend/quest/publish-event', 'status=500', { method: 'POST' });
    const answers = backend.answersTo(QUEST_CALL);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reportAnalytics = jest.fn(() => {
      throw new Error('collector exploded');
    });
    const view = renderRemote({ user: BUDI, path: SHOES, reportAnalytics });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    await waitFor(() => expect(reportAnalytics).toHaveBeenCalled());
    await waitFor(() => expect(answers()).toBe(1));
    expect(warn).toHaveBeenCalledWith('[pdp] analytics-report-failed', { reason: 'Error: collector exploded' });
    await userEvent.click(screen.getByRole('button', { name: 'Putih' }));
    expect(view.props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: WHITE_SHOES }));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('recommendation cards', () => {
  it('reports a card seen once half of it is in view, once, with placement, position and trace id, and a card opened', async () => {
    // The trace id the simulator's answer to the similar products carried.
    let traceId: string | null = null;
    const onResponse = ({ request, response }: { request: Request; response: Response }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/recommendations') && url.searchParams.get('placement') === 'pdp-similar') traceId = response.headers.get('x-b3-traceid');
    };
    backend.server.events.on('response:mocked', onResponse);
    const io = installFakeIntersectionObserver();
    try {
      const { props } = renderRemote({ path: SHOES });
      // The section loads when it comes near: the page's placeholders report themselves in view, the
      // ones a section observes once it has loaded too; no card is shown yet.
      await screen.findByRole('heading', { level: 1 });
      const similar = await waitFor(() => {
        for (const observer of io.observers) for (const target of [...observer.targets]) if (!target.closest('li')) io.show(target, 1);
        return screen.getByRole('region', { name: 'Produk serupa' });
      });
      const items = await within(similar).findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringContaining('Kaos Polos Katun Combed 30s'),
        expect.stringContaining('Helm Sepeda Lipat Urban'),
      ]);
      expect(traceId).toMatch(/^[0-9a-f]{16}$/);
      expect(io.observers.some((observer) => observer.options?.threshold === 0.5 && observer.targets.has(items[1] as Element))).toBe(true);

      io.show(items[1] as Element, 0.4);
      expect(eventsOf(props.reportAnalytics, 'recommendation-impression')).toEqual([]);
      io.show(items[1] as Element, 0.6);
      io.show(items[1] as Element, 1);
      expect(eventsOf(props.reportAnalytics, 'recommendation-impression')).toEqual([
        { type: 'recommendation-impression', placement: 'pdp-similar', itemSku: 'HLM-60011-00001', position: 2, traceId },
      ]);

      await userEvent.click(within(items[0] as HTMLElement).getByRole('link'));
      expect(eventsOf(props.reportAnalytics, 'recommendation-click')).toEqual([
        { type: 'recommendation-click', placement: 'pdp-similar', itemSku: 'KAO-60002-00001', position: 1, traceId },
      ]);
      expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/kaos-polos-katun-combed-30s/is--KAO-60002-00001' }));
    } finally {
      io.restore();
      backend.server.events.removeListener('response:mocked', onResponse);
    }
  });
});
