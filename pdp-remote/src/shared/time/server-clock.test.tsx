// The server clock's first values: none in a render that must match the server's markup, the
// server's time from the first render of a clock mounted in the browser (a variant's banner).
import { act, render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { useServerNow } from './server-clock';
import { serverClockOffsetAtom } from '../http/backend-atoms';
import { awaitingHydrationAtom } from '../ssr/use-hydrated';

function renderClock(store: ReturnType<typeof createStore>) {
  const shown: (number | null)[] = [];
  function Clock() {
    shown.push(useServerNow());
    return null;
  }
  render(
    <Provider store={store}>
      <Clock />
    </Provider>,
  );
  return shown;
}

describe('the server clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-22T03:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('has the server’s time from the first render of a clock mounted in the browser, then ticks each second', () => {
    const store = createStore();
    store.set(serverClockOffsetAtom, -2_000);
    const shown = renderClock(store);
    expect(shown[0]).toBe(Date.parse('2026-11-22T02:59:58.000Z'));
    act(() => jest.advanceTimersByTime(1_000));
    expect(shown.at(-1)).toBe(Date.parse('2026-11-22T02:59:59.000Z'));
  });

  it('has no time in a render that must match the server’s markup, and the time right after it', () => {
    const store = createStore();
    store.set(awaitingHydrationAtom, true);
    const shown = renderClock(store);
    expect(shown[0]).toBeNull();
    expect(shown.at(-1)).toBe(Date.parse('2026-11-22T03:00:00.000Z'));
  });
});
