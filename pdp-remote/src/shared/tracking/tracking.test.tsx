// The analytics the page reports to its host (spec §9 tracking, contract 1.14): one page view per
// product, a variant change for a pick on the same product, the quest event for a signed-in member,
// recommendation cards seen (half in view, once each) and opened, and a host whose analytics throws
// never breaking the page. Add to bag and buy now are asserted with their flows (buying.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';

startBackendMock();

const white = aSummary({
  itemSku: 'SPL-1-00003',
  options: aSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00003' })),
});

beforeEach(() => {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) => envelope(params.id === 'is--SPL-1-00003' ? white : aSummary())),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
  );
});

function serveQuest() {
  const bodies: unknown[] = [];
  backendServer.use(
    http.post(`${TEST_BACKEND}/quest/publish-event`, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(true);
    }),
  );
  return bodies;
}

const eventsOf = (spy: unknown, type: string) =>
  (spy as jest.Mock).mock.calls.map(([event]) => event as { type: string }).filter((event) => event.type === type);

describe('page views and variant changes', () => {
  it('reports one page view for the product, then a variant change for a pick, never a second page view', async () => {
    const view = renderRemote();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(eventsOf(view.props.reportAnalytics, 'page-view')).toEqual([
        { type: 'page-view', vendor: 'RETAIL', productSku: aSummary().productSku, itemSku: 'SPL-1-00001' },
      ]),
    );

    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    expect(eventsOf(view.props.reportAnalytics, 'variant-change')).toEqual([
      { type: 'variant-change', vendor: 'RETAIL', productSku: aSummary().productSku, itemSku: 'SPL-1-00003', previousItemSku: 'SPL-1-00001' },
    ]);
    expect(eventsOf(view.props.reportAnalytics, 'page-view')).toHaveLength(1);
  });

  it("publishes the quest's visit-product-page once for a signed-in member, and not for a visitor", async () => {
    const bodies = serveQuest();
    const member = renderRemote({ user: { id: 'u1', name: 'Budi' } });
    await waitFor(() => expect(bodies).toEqual([{ event: 'visit-product-page', productSku: aSummary().productSku, itemSku: 'SPL-1-00001' }]));
    member.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    expect(bodies).toHaveLength(1);
    member.unmount();

    renderRemote();
    await screen.findByRole('heading', { level: 1 });
    expect(bodies).toHaveLength(1);
  });

  it('keeps the page working when the quest call fails or the host throws on an event', async () => {
    backendServer.use(http.post(`${TEST_BACKEND}/quest/publish-event`, () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reportAnalytics = jest.fn(() => {
      throw new Error('collector exploded');
    });
    renderRemote({ user: { id: 'u1', name: 'Budi' }, reportAnalytics });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    await waitFor(() => expect(reportAnalytics).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith('[pdp] analytics-report-failed', { reason: 'Error: collector exploded' });
    await userEvent.click(screen.getByRole('button', { name: 'Putih' }));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('recommendation cards', () => {
  const card = (n: number) => ({
    itemSku: `TMB-${n}-00001`,
    name: `Tumbler ${n}`,
    urlFriendlyName: `tumbler-${n}`,
    imageUrl: '',
    price: { listed: 1, offered: 1 },
  });

  it('reports a card seen once half of it is in view, once, with placement, position and trace id, and a card opened', async () => {
    const io = installFakeIntersectionObserver();
    backendServer.use(
      http.get(`${TEST_BACKEND}/search/products/:id/recommendations`, ({ request }) =>
        HttpResponse.json(
          { code: 200, status: 'OK', data: new URL(request.url).searchParams.get('placement') === 'pdp-similar' ? [card(1), card(2)] : [] },
          { headers: { 'x-b3-traceid': 'trace-9' } },
        ),
      ),
    );
    try {
      const { props } = renderRemote();
      // The section loads when it comes near: the page's placeholders report themselves in view.
      await screen.findByRole('heading', { level: 1 });
      for (const observer of io.observers) for (const target of [...observer.targets]) io.show(target, 1);
      const similar = await screen.findByRole('region', { name: 'Produk serupa' });
      const items = await within(similar).findAllByRole('listitem');
      expect(io.observers.some((observer) => observer.options?.threshold === 0.5 && observer.targets.has(items[1] as Element))).toBe(true);

      io.show(items[1] as Element, 0.4);
      expect(eventsOf(props.reportAnalytics, 'recommendation-impression')).toEqual([]);
      io.show(items[1] as Element, 0.6);
      io.show(items[1] as Element, 1);
      expect(eventsOf(props.reportAnalytics, 'recommendation-impression')).toEqual([
        { type: 'recommendation-impression', placement: 'pdp-similar', itemSku: 'TMB-2-00001', position: 2, traceId: 'trace-9' },
      ]);

      await userEvent.click(within(items[0] as HTMLElement).getByRole('link'));
      expect(eventsOf(props.reportAnalytics, 'recommendation-click')).toEqual([
        { type: 'recommendation-click', placement: 'pdp-similar', itemSku: 'TMB-1-00001', position: 1, traceId: 'trace-9' },
      ]);
      expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/tumbler-1/is--TMB-1-00001' }));
    } finally {
      io.restore();
    }
  });
});
