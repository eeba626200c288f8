// A server-rendered page paints before it loads its scripts (issue 41). The HTML already holds the
// page the shopper came for: its heading, price and gallery need no script. Scripts the preload
// scanner finds in the markup are fetched while the page is parsed and, on a slow phone, compete with
// its first paint (bandwidth, and a deferred script that arrived in time runs before it). So the
// host's scripts, the remote's manifest and the preloads of its scripts wait in an inert <template>,
// and a small loader puts them into the head once the first frame is on the screen (the browser's
// first-contentful-paint entry), one element per task. A page not shown (a background tab) loads
// them all at once.
// The first frame itself waits for the template (`<link rel="expect" blocking="render">`): the
// template is written after the page's markup, so that frame holds the whole page, heading and all.
// Pages built in the browser (no server render) keep their scripts in the markup: they have nothing
// to paint before them.
import { escapeAttribute } from './page-hints';

export const AFTER_PAINT_ELEMENT_ID = 'pdp-after-paint';

/** The built page's deferred script, the host's start scripts (async) and the hints' script and manifest preloads. */
const LOADED_AFTER_PAINT = /<script\b[^>]*\s(?:defer|async)\b[^>]*><\/script>|<link rel="preload" as="(?:script|fetch)"[^>]*>/g;

/**
 * How long after its first frame's callback a page waits for that frame's first-contentful-paint
 * entry before it loads its scripts all the same (a browser that paints without reporting it).
 */
export const PAINT_ENTRY_WAIT_MS = 3_000;

/**
 * Copies each element of the template into the head: a script as a new element (a script taken from a
 * template never runs), with the page's nonce; `main.js` in order (`async = false`), the host's start
 * chunks as they arrive (the page's listener takes each out once settled, `page-hints.ts`). Each
 * element goes in a task of its own: starting a request costs the browser's main thread 1–20 ms (more
 * on a busy phone), so the fifteen of a product page in one task were its longest task after the
 * first paint. The tasks are all queued at once, from one task: chained timers would be held back 4 ms
 * each after the fifth.
 * They start when the first contentful paint is reported, which the browser does once that frame is
 * on the screen: the frame's callback comes before its style, layout and paint, and its raster comes
 * after them, on other threads, which a script arriving and compiling competes with (on a two-core
 * machine the heading was presented 100–220 ms after the callback, and `main.js` had been requested
 * and often run in between). A browser without paint timing loads them in the tasks after the first
 * frame; one that never reports the paint, `PAINT_ENTRY_WAIT_MS` after it.
 * `main.js` stays first, so it is requested first, and it may run before the elements after it are
 * in. That is safe: it loads the start's chunks and the manifest from a timer of its own (the host's
 * async boundary, `src/index.ts`), and timers of the same delay run in the order they were queued,
 * so every start script and preload is in the head by then.
 */
const LOADER = `(function(){var d=document,w=window,n=d.currentScript.nonce,all=[].slice.call(d.getElementById('${AFTER_PAINT_ELEMENT_ID}').content.children),started=false;function add(c){var e=d.createElement(c.tagName);for(var i=0;i<c.attributes.length;i++)e.setAttribute(c.attributes[i].name,c.attributes[i].value);if(c.hasAttribute('nonce'))e.nonce=n;if(e.tagName==='SCRIPT'&&!c.hasAttribute('async'))e.async=false;d.head.appendChild(e)}function start(){if(started)return;started=true;all.forEach(function(c){setTimeout(function(){add(c)},0)})}if(d.visibilityState!=='visible'){all.forEach(add);return}var P=w.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){requestAnimationFrame(start);return}var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});o.observe({type:'paint',buffered:true});requestAnimationFrame(function(){setTimeout(start,${PAINT_ENTRY_WAIT_MS})})})()`;

/**
 * Holds the first frame until the template is parsed, so until every element before it: Chromium 124
 * and later (other browsers ignore the link). Without it a slow phone paints what the parser has
 * reached when it first yields (the host's header and a little more), and the heading, the page's
 * largest paint, a frame or more later. The hold ends once the element is in the document:
 * an earlier target (the `<main>` the product is in) let Chromium paint before the heading was
 * parsed. The whole page comes in one response, so the hold is never longer than its parse.
 */
const HOLD_FIRST_FRAME = `<link rel="expect" href="#${AFTER_PAINT_ELEMENT_ID}" blocking="render">`;

/** The page with its scripts and script preloads loaded after its first paint (unchanged if it has none). */
export function loadScriptsAfterFirstPaint(html: string, nonce: string): string {
  const moved: string[] = [];
  const rest = html.replace(LOADED_AFTER_PAINT, (element) => {
    moved.push(element);
    return '';
  });
  if (moved.length === 0 || !rest.includes('</body>') || !rest.includes('</head>')) return html;
  return rest
    .replace('</head>', `${HOLD_FIRST_FRAME}</head>`)
    .replace(
      '</body>',
      `<template id="${AFTER_PAINT_ELEMENT_ID}">${moved.join('')}</template><script nonce="${escapeAttribute(nonce)}">${LOADER}</script></body>`,
    );
}
