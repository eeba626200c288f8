import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignInfoDto } from '@pdp/backend-api/backend';
import { aCampaign, aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';
import { answerCounters } from '../../__tests__/fault-matrix-page';

startBackendMock();

// The mock's date header says 03:00:00 GMT: that is the server's "now".

/** Fake timers that fake only `Date`: the shopper's clock is the test's, every timer is real. */
const EVERYTHING_BUT_DATE: FakeableAPI[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/** Counts the answers to the page's calls from when it is started (its counters stop after each test). */
const answersTo = answerCounters();

/** Waits until the page's calls have had no new answer for a moment. */
async function untilQuiet(answers: () => number) {
  for (let last = -1; answers() !== last;) {
    last = answers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  }
}

/** The seconds an ongoing sale's countdown shows. */
function seconds(text: string | null): number {
  const [h, m, s] = (text ?? '').replace('Berakhir dalam ', '').split(':').map(Number);
  return (h as number) * 3600 + (m as number) * 60 + (s as number);
}

function serveCampaign(campaignInfo: CampaignInfoDto) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
      envelope(aSummary({ details: { campaignInfo, usps: [], warranty: null, cheapestPrice: null, maxQuantity: 10 } })),
    ),
  );
}

describe('campaigns', () => {
  it('counts an ongoing flash sale down from the server’s time, a second at a time', async () => {
    serveCampaign(aCampaign());
    renderRemote();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^Berakhir dalam 0(1:00:00|0:59:5\d)$/);
    const first = seconds(timer.textContent);
    await waitFor(() => expect(seconds(screen.getByRole('timer').textContent)).toBeLessThan(first), { timeout: 2500 });
    // One tick is one second, counting down.
    expect(first - seconds(screen.getByRole('timer').textContent)).toBe(1);
    expect(screen.getByText('Flash Sale')).toBeInTheDocument();
  });

  it('counts down only while the countdown is on screen, and catches up as it comes into view', async () => {
    const observer = installFakeIntersectionObserver();
    try {
      serveCampaign(aCampaign());
      const answers = answersTo(`${TEST_BACKEND}/*`);
      renderRemote();
      await screen.findByRole('timer');
      await untilQuiet(answers);
      const first = screen.getByRole('timer').textContent;
      const answered = answers();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      // No answer meanwhile (its date could move the server's time): the countdown stood still.
      expect(answers()).toBe(answered);
      expect(screen.getByRole('timer').textContent).toBe(first);
      observer.show(screen.getByRole('timer'), 1);
      expect(seconds(screen.getByRole('timer').textContent)).toBeLessThan(seconds(first));
    } finally {
      observer.restore();
    }
  });

  it('starts an upcoming flash sale on time while its countdown is off screen: the reminder goes', async () => {
    // The shopper's clock stands still until the test moves it, so however slowly the page renders the
    // sale is still upcoming when it appears; the page's timers are real.
    jest.useFakeTimers({ doNotFake: EVERYTHING_BUT_DATE });
    const observer = installFakeIntersectionObserver();
    try {
      serveCampaign(aCampaign({ startAt: '2026-11-22T03:00:01.000Z', endAt: '2026-11-22T04:00:00.000Z' }));
      renderRemote();
      expect(await screen.findByRole('button', { name: 'Ingatkan saya' })).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('Mulai dalam 00:00:01');
      // Past the start: the page's timer for that moment (a second, real) finds the sale begun.
      jest.setSystemTime(Date.now() + 1_200);
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Berakhir dalam 00:59:58'));
      expect(screen.queryByRole('button', { name: 'Ingatkan saya' })).not.toBeInTheDocument();
    } finally {
      observer.restore();
      jest.useRealTimers();
    }
  });

  it('shows the ended state once the sale is over', async () => {
    serveCampaign(aCampaign({ startAt: '2026-11-22T01:00:00.000Z', endAt: '2026-11-22T02:30:00.000Z' }));
    renderRemote();
    expect(await screen.findByText('Flash sale telah berakhir')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it.each([
    ['an anonymous shopper (spec §6 does not make it members-only)', undefined],
    ['a signed-in shopper', { id: 'u-1', name: 'Budi' }],
  ])('turns the reminder on for %s (notify-on state)', async (_who, user) => {
    serveCampaign(aCampaign({ startAt: '2026-11-22T05:00:00.000Z', endAt: '2026-11-22T06:00:00.000Z' }));
    let subscribed = '';
    backendServer.use(
      http.post(`${TEST_BACKEND}/product-detail/products/:itemSku/campaign/:campaignId/_subscribe`, ({ params }) => {
        subscribed = `${String(params.itemSku)}:${String(params.campaignId)}`;
        return envelope(true);
      }),
    );
    const { props } = renderRemote(user ? { user } : {});
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Mulai dalam (02:00:00|01:59:5\d)$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingatkan saya' }));
    expect(await screen.findByText(/Pengingat aktif/)).toBeInTheDocument();
    expect(subscribed).toBe('SPL-1-00001:FS-1');
    expect(props.requestLogin).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Ingatkan saya' })).not.toBeInTheDocument();
  });

  it('says so when the reminder cannot be turned on, and lets the shopper try again', async () => {
    serveCampaign(aCampaign({ startAt: '2026-11-22T05:00:00.000Z', endAt: '2026-11-22T06:00:00.000Z' }));
    backendServer.use(http.post(`${TEST_BACKEND}/product-detail/products/:itemSku/campaign/:campaignId/_subscribe`, () => envelope(null, { status: 500 })));
    renderRemote({ user: { id: 'u-1', name: 'Budi' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ingatkan saya' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengaktifkan pengingat. Coba lagi.');
    expect(screen.getByRole('button', { name: 'Ingatkan saya' })).toBeEnabled();
  });

  it('shows a reminder already on', async () => {
    serveCampaign(aCampaign({ startAt: '2026-11-22T05:00:00.000Z', endAt: '2026-11-22T06:00:00.000Z', notified: true }));
    renderRemote();
    expect(await screen.findByText(/Pengingat aktif/)).toBeInTheDocument();
  });

  it('labels other campaign tags without a reminder', async () => {
    serveCampaign(aCampaign({ tag: 'EXCLUSIVE_CAMPAIGN', startAt: '2026-11-22T05:00:00.000Z', endAt: '2026-11-22T06:00:00.000Z' }));
    renderRemote();
    expect(await screen.findByText('Kampanye Eksklusif')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingatkan saya' })).not.toBeInTheDocument();
  });
});
