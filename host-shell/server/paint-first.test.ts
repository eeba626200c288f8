// A server-rendered page paints before it fetches its scripts: the transform of the page (which
// elements wait, which stay) and its loader run on a DOM (jsdom: the template, the frame, the task).
import { AFTER_PAINT_ELEMENT_ID, PAINT_ENTRY_WAIT_MS, loadScriptsAfterFirstPaint } from './paint-first';

const NONCE = 'n0nce';
const page = [
  '<!doctype html><html lang="id"><head><meta charset=utf-8><title>Sepatu</title>',
  `<style nonce="${NONCE}">body{margin:0}</style>`,
  `<script nonce="${NONCE}" defer src=/main.js></script>`,
  '<script id="pdp-runtime-config" type="application/json">{"brand":"Pasarku"}</script>',
  `<script src="/262.ab12cd34.js" async fetchpriority="high" data-pdp-start nonce="${NONCE}"></script>`,
  '<link rel="preconnect" href="http://remote.test" crossorigin>',
  '<link rel="preload" as="fetch" href="http://remote.test/mf-manifest.json" crossorigin>',
  `<link rel="preload" as="script" href="http://remote.test/remoteEntry.js" nonce="${NONCE}">`,
  `<link rel="preload" as="script" href="http://remote.test/expose.js" nonce="${NONCE}">`,
  '<link rel="preload" as="image" href="/img/a.svg" fetchpriority="high">',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</head><body><div id="root"><h1>Sepatu Lari</h1></div></body></html>',
].join('');

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));

describe('a server-rendered page loads its scripts after its first paint', () => {
  it('moves the deferred script, the start scripts and the script and manifest preloads out of the markup the browser scans', () => {
    const html = loadScriptsAfterFirstPaint(page, NONCE);
    const head = headOf(html);
    expect(head).not.toContain('src=/main.js');
    expect(head).not.toContain('src="/262.ab12cd34.js"');
    expect(head).not.toMatch(/rel="preload" as="(script|fetch)"/);
    // What paints the page, and the data the scripts read, stay where they were.
    expect(head).toContain(`<style nonce="${NONCE}">body{margin:0}</style>`);
    expect(head).toContain('<script id="pdp-runtime-config" type="application/json">');
    expect(head).toContain('<link rel="preconnect" href="http://remote.test" crossorigin>');
    expect(head).toContain('<link rel="preload" as="image" href="/img/a.svg" fetchpriority="high">');
    expect(head).toContain('<script type="application/ld+json">');
    // The first frame waits until the template is parsed: it comes after the page's markup.
    expect(head).toContain(`<link rel="expect" href="#${AFTER_PAINT_ELEMENT_ID}" blocking="render">`);
    const template = html.match(new RegExp(`<template id="${AFTER_PAINT_ELEMENT_ID}">(.*?)</template>`))?.[1];
    expect(template).toBe(
      [
        `<script nonce="${NONCE}" defer src=/main.js></script>`,
        `<script src="/262.ab12cd34.js" async fetchpriority="high" data-pdp-start nonce="${NONCE}"></script>`,
        '<link rel="preload" as="fetch" href="http://remote.test/mf-manifest.json" crossorigin>',
        `<link rel="preload" as="script" href="http://remote.test/remoteEntry.js" nonce="${NONCE}">`,
        `<link rel="preload" as="script" href="http://remote.test/expose.js" nonce="${NONCE}">`,
      ].join(''),
    );
    expect(bodyOf(html)).toMatch(
      new RegExp(`^<div id="root"><h1>Sepatu Lari</h1></div><template id="${AFTER_PAINT_ELEMENT_ID}">.*</template><script nonce="${NONCE}">`),
    );
  });

  it('writes a loader every browser that can paint the page can run (no syntax newer than ES5)', () => {
    const loader = bodyOf(loadScriptsAfterFirstPaint(page, NONCE)).match(/<script nonce="[^"]*">(.*)<\/script>$/)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).not.toMatch(/=>|\b(?:let|const|class)\b|`|\.\.\./);
  });

  it('leaves a page without scripts to load as it is', () => {
    const plain = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(loadScriptsAfterFirstPaint(plain, NONCE)).toBe(plain);
  });

  describe('the loader', () => {
    let frames: FrameRequestCallback[];

    /** The browser's PerformanceObserver as far as the loader uses it: paint entries, reported on demand. */
    class PaintObserver {
      static supportedEntryTypes = ['event', 'paint'];
      static live: PaintObserver[] = [];
      observed: PerformanceObserverInit[] = [];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): Array<{ name: string }> }) => void) {
        PaintObserver.live.push(this);
      }
      observe(options: PerformanceObserverInit) {
        this.observed.push(options);
      }
      disconnect() {
        PaintObserver.live = PaintObserver.live.filter((observer) => observer !== this);
      }
      /** What the browser does once a frame is on the screen: `first-paint`, then `first-contentful-paint` for one with text. */
      static report(name: string) {
        for (const observer of [...PaintObserver.live]) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    }

    const withPaintTiming = (observer: unknown) =>
      Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true, writable: true });

    beforeEach(() => {
      jest.useFakeTimers();
      frames = [];
      PaintObserver.live = [];
      withPaintTiming(PaintObserver);
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      document.head.innerHTML = '';
      document.body.innerHTML = bodyOf(loadScriptsAfterFirstPaint(page, NONCE));
      const loader = document.body.querySelector('script:not([type])') as HTMLScriptElement;
      loader.nonce = NONCE;
      // What the browser does with the inline script as it parses it.
      jest.spyOn(document, 'currentScript', 'get').mockReturnValue(loader);
    });

    const runLoader = () => new Function((document.body.querySelector('script:not([type])') as HTMLScriptElement).textContent ?? '')();
    const drawFrame = () => frames.splice(0).forEach((frame) => frame(0));

    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
      withPaintTiming(undefined);
    });

    const loaded = () => Array.from(document.head.children).map((element) => element.outerHTML);

    const ALL_LOADED = [
      `<script nonce="${NONCE}" defer="" src="/main.js"></script>`,
      `<script src="/262.ab12cd34.js" async="" fetchpriority="high" data-pdp-start="" nonce="${NONCE}"></script>`,
      '<link rel="preload" as="fetch" href="http://remote.test/mf-manifest.json" crossorigin="">',
      `<link rel="preload" as="script" href="http://remote.test/remoteEntry.js" nonce="${NONCE}">`,
      `<link rel="preload" as="script" href="http://remote.test/expose.js" nonce="${NONCE}">`,
    ];

    it('adds nothing before the first contentful paint is reported, then all of it in the tasks after, once', () => {
      runLoader();
      expect(PaintObserver.live.map(({ observed }) => observed)).toEqual([[{ type: 'paint', buffered: true }]]);
      drawFrame();
      jest.advanceTimersByTime(PAINT_ENTRY_WAIT_MS - 1);
      // A frame drawn but not yet on the screen, or on it without text, starts nothing.
      PaintObserver.report('first-paint');
      jest.advanceTimersByTime(0);
      expect(loaded()).toEqual([]);
      PaintObserver.report('first-contentful-paint');
      expect(loaded()).toEqual([]);
      expect(PaintObserver.live).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(loaded()).toEqual(ALL_LOADED);
      // The wait for a paint never reported ends, and adds nothing twice.
      jest.advanceTimersByTime(PAINT_ENTRY_WAIT_MS);
      expect(loaded()).toEqual(ALL_LOADED);
    });

    it('loads all the same when the first contentful paint is not reported within its wait after the first frame', () => {
      runLoader();
      jest.advanceTimersByTime(PAINT_ENTRY_WAIT_MS * 4);
      // The wait counts from the first frame: a page still parsing or held has drawn none.
      expect(loaded()).toEqual([]);
      drawFrame();
      jest.advanceTimersByTime(PAINT_ENTRY_WAIT_MS - 1);
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(1);
      // The wait's end queues the same tasks a reported paint does.
      expect(loaded()).toEqual([]);
      jest.runOnlyPendingTimers();
      expect(loaded()).toEqual(ALL_LOADED);
      PaintObserver.report('first-contentful-paint');
      jest.advanceTimersByTime(0);
      expect(loaded()).toEqual(ALL_LOADED);
    });

    it('loads in the tasks after the first frame in a browser without paint timing', () => {
      withPaintTiming(undefined);
      runLoader();
      jest.advanceTimersByTime(PAINT_ENTRY_WAIT_MS * 4);
      expect(loaded()).toEqual([]);
      drawFrame();
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(loaded()).toEqual(ALL_LOADED);
    });

    it('adds one element per task, in order, each task queued without a delay', () => {
      const tasks: { run: () => void; delay?: number }[] = [];
      jest.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, delay?: number) => tasks.push({ run, delay })) as typeof setTimeout);
      runLoader();
      drawFrame();
      expect(tasks.map(({ delay }) => delay)).toEqual([PAINT_ENTRY_WAIT_MS]);
      tasks.length = 0;
      PaintObserver.report('first-contentful-paint');
      // All queued at once from the paint's callback: none waits for another (no chained timer's 4 ms).
      expect(tasks.map(({ delay }) => delay)).toEqual(ALL_LOADED.map(() => 0));
      tasks.forEach(({ run }, index) => {
        run();
        expect(loaded()).toEqual(ALL_LOADED.slice(0, index + 1));
      });
    });

    it('runs main.js as a new element, in order, and each start script as it arrives, with the nonce of the page', () => {
      runLoader();
      drawFrame();
      PaintObserver.report('first-contentful-paint');
      jest.advanceTimersByTime(0);
      const [main, start] = Array.from(document.head.querySelectorAll('script'));
      expect(main?.getAttribute('src')).toBe('/main.js');
      expect(main?.async).toBe(false);
      expect(start?.getAttribute('src')).toBe('/262.ab12cd34.js');
      // jsdom has no `async` property: the attribute is what makes a browser's `async` true.
      expect(start?.hasAttribute('async')).toBe(true);
      expect(start?.async).not.toBe(false);
      for (const script of [main, start]) {
        expect(script?.nonce).toBe(NONCE);
        // A script cloned from a template would never run; this one is the page's own element.
        expect(document.getElementById(AFTER_PAINT_ELEMENT_ID)?.contains(script ?? null)).toBe(false);
      }
    });

    it('loads at once in a page not shown (a background tab paints no frame)', () => {
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runLoader();
      expect(frames).toEqual([]);
      expect(PaintObserver.live).toEqual([]);
      expect(loaded()).toEqual(ALL_LOADED);
    });
  });
});
