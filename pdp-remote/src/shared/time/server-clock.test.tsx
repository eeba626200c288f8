// The server clock's first values: none in a render that must match the server's markup, the
// server's time from the first render of a clock mounted in the browser (a variant's banner); and its
// ticks, only while the element that shows it is on screen in a visible page.
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { useServerNow } from './server-clock';
import { serverClockOffsetAtom } from '../http/backend-atoms';
import { awaitingHydrationAtom } from '../ssr/use-hydrated';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';

function renderClock(store: ReturnType<typeof createStore>) {
  const shown: (number | null)[] = [];
  function Clock() {
    shown.push(useServerNow()[0]);
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

  describe('shown in an element', () => {
    let observer: ReturnType<typeof installFakeIntersectionObserver>;
    beforeEach(() => (observer = installFakeIntersectionObserver()));
    afterEach(() => {
      observer.restore();
      setPageVisibility('visible');
    });

    function setPageVisibility(state: DocumentVisibilityState) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    }

    function renderShownClock() {
      const store = createStore();
      let renders = 0;
      function Clock() {
        const [now, showsTime] = useServerNow();
        renders++;
        return <p ref={showsTime}>{now === null ? '' : new Date(now).toISOString()}</p>;
      }
      render(
        <Provider store={store}>
          <Clock />
        </Provider>,
      );
      const element = screen.getByText(/Z$/);
      return { element, renders: () => renders, shown: () => element.textContent };
    }

    it('has its time off screen but does not tick there', () => {
      const clock = renderShownClock();
      expect(clock.shown()).toBe('2026-11-22T03:00:00.000Z');
      const before = clock.renders();
      act(() => jest.advanceTimersByTime(5_000));
      expect(clock.renders()).toBe(before);
      expect(clock.shown()).toBe('2026-11-22T03:00:00.000Z');
    });

    it('moves once at each moment its reader names, unseen, and not otherwise', () => {
      const store = createStore();
      store.set(serverClockOffsetAtom, 2_000);
      const shown: (number | null)[] = [];
      const moments = [Date.parse('2026-11-22T03:00:12.000Z'), Date.parse('2026-11-22T03:00:42.000Z'), Date.parse('2026-11-22T02:00:00.000Z')];
      function Clock() {
        const [now, showsTime] = useServerNow(moments);
        shown.push(now);
        return <p ref={showsTime}>clock</p>;
      }
      render(
        <Provider store={store}>
          <Clock />
        </Provider>,
      );
      const renders = shown.length;
      act(() => jest.advanceTimersByTime(9_999));
      expect(shown).toHaveLength(renders);
      act(() => jest.advanceTimersByTime(1));
      expect(shown.at(-1)).toBe(Date.parse('2026-11-22T03:00:12.000Z'));
      const atFirst = shown.length;
      act(() => jest.advanceTimersByTime(29_999));
      expect(shown).toHaveLength(atFirst);
      act(() => jest.advanceTimersByTime(1));
      expect(shown.at(-1)).toBe(Date.parse('2026-11-22T03:00:42.000Z'));
      const atSecond = shown.length;
      act(() => jest.advanceTimersByTime(60_000));
      expect(shown).toHaveLength(atSecond);
    });

    it('does not tick while the element that shows it is not rendered', () => {
      // The clock of `renderClock` renders no element.
      const shown = renderClock(createStore());
      const renders = shown.length;
      act(() => jest.advanceTimersByTime(3_000));
      expect(shown).toHaveLength(renders);
      expect(shown.at(-1)).toBe(Date.parse('2026-11-22T03:00:00.000Z'));
    });

    it('catches up at once when it comes on screen, ticks there, and stops when it leaves', () => {
      const clock = renderShownClock();
      act(() => jest.advanceTimersByTime(5_000));
      observer.show(clock.element, 1);
      expect(clock.shown()).toBe('2026-11-22T03:00:05.000Z');
      act(() => jest.advanceTimersByTime(1_000));
      expect(clock.shown()).toBe('2026-11-22T03:00:06.000Z');
      observer.show(clock.element, 0);
      const before = clock.renders();
      act(() => jest.advanceTimersByTime(3_000));
      expect(clock.renders()).toBe(before);
      expect(clock.shown()).toBe('2026-11-22T03:00:06.000Z');
    });

    it('stops when the element that shows it is gone, late reports and all', () => {
      const store = createStore();
      const shown: (number | null)[] = [];
      function Clock({ showing }: { showing: boolean }) {
        const [now, showsTime] = useServerNow();
        shown.push(now);
        return showing ? <p ref={showsTime}>clock</p> : null;
      }
      const view = render(
        <Provider store={store}>
          <Clock showing />
        </Provider>,
      );
      observer.show(screen.getByText('clock'), 1);
      act(() => jest.advanceTimersByTime(1_000));
      expect(shown.at(-1)).toBe(Date.parse('2026-11-22T03:00:01.000Z'));
      const element = screen.getByText('clock');
      view.rerender(
        <Provider store={store}>
          <Clock showing={false} />
        </Provider>,
      );
      // A report the observer had queued before it was disconnected arrives late: it changes nothing.
      act(() => {
        for (const { callback } of observer.observers) {
          callback([{ target: element, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
      const renders = shown.length;
      act(() => jest.advanceTimersByTime(3_000));
      expect(shown).toHaveLength(renders);
    });

    it('stops in a hidden page and catches up when the page is shown again', () => {
      const clock = renderShownClock();
      observer.show(clock.element, 1);
      setPageVisibility('hidden');
      const before = clock.renders();
      act(() => jest.advanceTimersByTime(4_000));
      expect(clock.renders()).toBe(before);
      setPageVisibility('visible');
      expect(clock.shown()).toBe('2026-11-22T03:00:04.000Z');
      act(() => jest.advanceTimersByTime(1_000));
      expect(clock.shown()).toBe('2026-11-22T03:00:05.000Z');
    });
  });
});
