// The campaign banner (spec §4 flash sale, campaign notify), on the simulator (mounted in MSW), whose
// campaigns stand around the session's current hour (build-summary.ts): the running shoes' flash sale
// is on (from an hour before it to two hours after), the T-shirt's starts two hours after it and the
// phone's exclusive launch, in this file's catalogue, is upcoming too. The server's time is the
// session's clock (`backend.session.clock`), read by the page from the answers' `date`; the shopper's
// own clock and the page's timers are jest's fake timers where the page counts down.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueWithChange, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { PHONE } from '../../__tests__/phone-page';
import { BUDI } from '../../__tests__/members';
import { KAOS, SHOES } from '../../__tests__/products';

sectionsInView(['promo']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () => catalogueWithChange('products/smartphone-x5.json', 'campaign', { phase: 'UPCOMING' }),
});

/** The server's "now" at the start of each test: on the hour, so the shoes' sale ends in two hours and the T-shirt's starts in two. */
const SERVER_NOW = '2026-11-22T03:00:00Z';
/** When the shoes' sale ends and the T-shirt's starts, two hours on. */
const TWO_HOURS_ON = Date.parse('2026-11-22T05:00:00Z');
let serverClockSetAt = 0;
beforeEach(async () => {
  await backend.session.clock(SERVER_NOW);
  serverClockSetAt = Date.now();
});
/**
 * The simulator's time (its session's clock runs on from SERVER_NOW on the test's `Date`, jest's fake
 * one too). The page reads it from the answers' `date`, whole seconds: up to a second behind.
 */
const serverNow = () => Date.parse(SERVER_NOW) + (Date.now() - serverClockSetAt);

/** The calls to the reminder of a campaign the page sent, as `itemSku:campaignId`. */
const remindersSent = () =>
  backend
    .sent('POST', /^\/backend\/product-detail\/products\/[^/]+\/campaign\/[^/]+\/_subscribe$/)
    .map((call) => call.pathname.replace(/^\/backend\/product-detail\/products\/([^/]+)\/campaign\/([^/]+)\/_subscribe$/, '$1:$2'));

/**
 * Jest's fake timers for the shopper's clock (`Date`) and the page's timers, moving on with the real
 * time as well (what the page's calls need); a test moves them further with `jest.advanceTimersByTime`.
 */
const fakeClockAndTimers = () =>
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: [
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
    ],
  });
afterEach(() => jest.useRealTimers());

/** The seconds an ongoing sale's countdown shows. */
function seconds(text: string | null): number {
  const [h, m, s] = (text ?? '').replace('Berakhir dalam ', '').split(':').map(Number);
  return (h as number) * 3600 + (m as number) * 60 + (s as number);
}

describe('campaigns', () => {
  it('counts an ongoing flash sale down from the server’s time, a second at a time', async () => {
    renderRemote({ path: SHOES });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^Berakhir dalam 0(2:00:00|1:59:5\d)$/);
    const first = seconds(timer.textContent);
    await waitFor(() => expect(seconds(screen.getByRole('timer').textContent)).toBeLessThan(first), { timeout: 2500 });
    // One tick is one second, counting down.
    expect(first - seconds(screen.getByRole('timer').textContent)).toBe(1);
    expect(screen.getByText('Flash Sale')).toBeInTheDocument();
    expect(screen.getByText('Flash Sale Lari Pagi')).toBeInTheDocument();
  });

  it('counts down only while the countdown is on screen, and catches up as it comes into view', async () => {
    fakeClockAndTimers();
    const observer = installFakeIntersectionObserver();
    try {
      renderRemote({ path: SHOES });
      await screen.findByRole('timer');
      const answers = backend.answersTo(/^\/backend\//);
      const first = screen.getByRole('timer').textContent;
      // More than a second goes by, the countdown off screen.
      act(() => jest.advanceTimersByTime(1_100));
      // No answer meanwhile (its date could move the server's time): the countdown stood still.
      expect(answers()).toBe(0);
      expect(screen.getByRole('timer').textContent).toBe(first);
      observer.show(screen.getByRole('timer'), 1);
      expect(seconds(screen.getByRole('timer').textContent)).toBeLessThan(seconds(first));
    } finally {
      observer.restore();
    }
  });

  it('starts an upcoming flash sale on time while its countdown is off screen: the reminder goes', async () => {
    fakeClockAndTimers();
    const observer = installFakeIntersectionObserver();
    try {
      renderRemote({ path: KAOS });
      expect(await screen.findByRole('button', { name: 'Ingatkan saya' })).toBeInTheDocument();
      expect(screen.getByRole('timer').textContent).toMatch(/^Mulai dalam 0(2:00:00|1:59:5\d)$/);
      // Up to a second before the start, nothing moves.
      act(() => jest.advanceTimersByTime(TWO_HOURS_ON - serverNow() - 1_000));
      expect(screen.getByRole('timer').textContent).toMatch(/^Mulai dalam /);
      expect(screen.getByRole('button', { name: 'Ingatkan saya' })).toBeInTheDocument();
      // Past the start: the page's timer for that moment finds the sale begun.
      act(() => jest.advanceTimersByTime(3_000));
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^Berakhir dalam (02:00:00|01:59:5\d)$/));
      expect(screen.queryByRole('button', { name: 'Ingatkan saya' })).not.toBeInTheDocument();
    } finally {
      observer.restore();
    }
  });

  it('shows the ended state once the sale is over', async () => {
    fakeClockAndTimers();
    renderRemote({ path: SHOES });
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Berakhir dalam /);
    // Past the end, as the page reads the server's time.
    act(() => jest.advanceTimersByTime(TWO_HOURS_ON - serverNow() + 2_000));
    expect(await screen.findByText('Flash sale telah berakhir')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it.each([
    ['an anonymous shopper (spec §6 does not make it members-only)', null],
    ['a signed-in shopper', BUDI],
  ])('turns the reminder on for %s (notify-on state)', async (_who, user) => {
    if (user) await backend.session.signIn(user.email);
    const { props } = renderRemote({ path: KAOS, user });
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Mulai dalam (02:00:00|01:59:5\d)$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingatkan saya' }));
    expect(await screen.findByText(/Pengingat aktif/)).toBeInTheDocument();
    expect(remindersSent()).toEqual(['KAO-60002-00001:FS-2612']);
    expect(props.requestLogin).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Ingatkan saya' })).not.toBeInTheDocument();
  });

  it('says so when the reminder cannot be turned on, and lets the shopper try again', async () => {
    await backend.session.signIn(BUDI.email);
    await backend.session.fault('/backend/product-detail/products/*/campaign/*/_subscribe', 'status=500', { method: 'POST' });
    renderRemote({ path: KAOS, user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Ingatkan saya' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengaktifkan pengingat. Coba lagi.');
    expect(screen.getByRole('button', { name: 'Ingatkan saya' })).toBeEnabled();
  });

  it('shows a reminder already on (turned on in another tab)', async () => {
    const answer = await fetch(`${TEST_BACKEND}/product-detail/products/KAO-60002-00001/campaign/FS-2612/_subscribe`, { method: 'POST' });
    expect(answer.status).toBe(200);
    renderRemote({ path: KAOS });
    expect(await screen.findByText(/Pengingat aktif/)).toBeInTheDocument();
  });

  it('labels other campaign tags without a reminder', async () => {
    renderRemote({ path: PHONE });
    expect(await screen.findByText('Kampanye Eksklusif')).toBeInTheDocument();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Mulai dalam /);
    expect(screen.queryByRole('button', { name: 'Ingatkan saya' })).not.toBeInTheDocument();
  });
});
