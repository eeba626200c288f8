// @emotion/cache for the jsdom projects (create-project.js maps the package here): the real cache,
// with one stylis plugin first that keeps of each rule only what a test can observe in jsdom.
//
// jsdom has no layout: a style sheet matters to a test only where it decides whether an element is
// shown or takes a click — `display: none`, `visibility`, `opacity`, `pointer-events` — which Testing
// Library reads (a role query skips what is hidden) and user-event reads (a click on
// `pointer-events: none` fails). jsdom answers each getComputedStyle by matching the element against
// every rule of every sheet, and a page's emotion sheets held about 1,800 rules: half of a page test's
// time went there. With this plugin they hold the dozen that decide visibility. Every declaration
// that can hide is kept, so nothing a browser hides is shown in jsdom; what is dropped (layout, colour,
// spacing, a `display` other than none) can only hide more (a `display: flex` over the `hidden`
// attribute), so a test that meets it fails rather than passes. Components never read computed styles.
const createCache = require(globalThis.__EMOTION_CACHE_MODULE__).default;

const DECLARATION = 'decl';
const KEPT = new Set(['visibility', 'opacity', 'pointer-events', 'content-visibility']);

function onlyWhatJsdomShows(element) {
  if (element.type !== DECLARATION) return;
  const property = String(element.props).trim().toLowerCase();
  const value = String(element.children).trim().toLowerCase();
  if (KEPT.has(property) || (property === 'display' && value.startsWith('none'))) return;
  element.value = '';
  element.return = '';
}

function createTestCache(options) {
  // A server render (a file in the node environment) writes its critical CSS as text: all of it.
  if (typeof document === 'undefined') return createCache(options);
  return createCache({ ...options, stylisPlugins: [onlyWhatJsdomShows, ...(options.stylisPlugins ?? [])] });
}

module.exports = createTestCache;
module.exports.default = createTestCache;
module.exports.__esModule = true;
