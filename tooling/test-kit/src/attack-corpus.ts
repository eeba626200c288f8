// The attack corpus at the component level: the simulator's hostile strings (tooling/simulator/catalogue/
// attack-corpus.ts, imported, never copied), the ids and paths of the products the simulator makes of
// them with its attack corpus on (`startSimulatorBackend(base, { attackCorpus: true })`), and the checks
// jsdom can make of a surface showing them: the string is shown as text, and (tooling/jest/
// attack-corpus-checks.ts, every package's) nothing ran, nothing was injected. The browser keeps one page
// per string at two widths for what needs layout (tooling/e2e/attack-corpus.e2e.ts).
import { waitFor } from '@testing-library/react';
import { productPath } from '@pdp/host-contract/links';
import { ATTACK_CORPUS, hostileDescription, type HostileString } from '../../simulator/catalogue/attack-corpus';

export { ATTACK_CORPUS, hostileDescription, type HostileString };
// Nothing ran, nothing was injected, the payloads' report and dialogs armed: every package's checks,
// the host's too (tooling/jest/attack-corpus-checks.ts).
export { armTripwiresEachTest, expectNothingRanOrInjected } from './attack-corpus-checks';

/** One hostile string with what the simulator makes of it: its product's ids and path (`ps--ATK-9000n`). */
export interface HostileCase extends HostileString {
  index: number;
  productSku: string;
  /** The retail product page, `/p/serangan-n/ps--ATK-9000n`. */
  path: string;
}

/** Each string of the corpus as `it.each` takes it: its label names the test. */
export const HOSTILE_CASES: readonly HostileCase[] = ATTACK_CORPUS.map(({ label, text }, index) => {
  const productSku = `ATK-${90000 + index}`;
  return {
    label,
    text,
    index,
    productSku,
    path: productPath({ vendor: 'RETAIL', productName: `serangan-${index}`, id: `ps--${productSku}` }),
  };
});

/**
 * What in a server render's markup would run as the page is parsed: the e2e's own check (a payload's
 * script, an `onerror`/`onload` attribute, a script URL), widened to any script element, handler
 * attribute (an attribute's quote is a real quote; in text it is `&quot;`) and frame.
 */
export const EXECUTABLE_MARKUP =
  /<script[\s>]|\son[a-z]+\s*=\s*["'(]|(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|data):|<(?:iframe|object|embed|frame)[\s>]/i;

/** Text as React writes it into markup (`&`, `<`, `>`, `"`, `'` escaped). */
export const escapedAsText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// ---- What jsdom can prove of a surface showing the string (nothing ran or injected: see above) ----

/** Whether the string is in `scope`'s text exactly as written (not dropped, trimmed, reordered or parsed). */
export const showsText = (scope: Element, text: string) => (scope.textContent ?? '').includes(text);

/** How many times the string is in `scope`'s text, exactly as written. */
export const timesShown = (scope: Element, text: string) => (scope.textContent ?? '').split(text).length - 1;

/**
 * `waitFor` options for a whole surface to show: time for a busy machine, and on a timeout the last
 * failure as it is (what is missing), not followed by the whole page's markup.
 */
export const UNTIL_SHOWN = { timeout: 10_000, onTimeout: (error: Error) => error };

/** A field a surface shows: its name, where it is (null while it is not there) and how many times the string is in it. */
export type Field = readonly [name: string, scope: Element | null | undefined, times?: number];

/** The fields that do not show the string as text, as often as they should: `[]` when all do. */
export const fieldsNotShowing = (text: string, fields: readonly Field[]): string[] =>
  fields.flatMap(([name, scope, times = 1]) => {
    const shown = scope ? timesShown(scope, text) : 0;
    return shown >= times ? [] : [`${name}: ${scope ? `${shown} of ${times}` : 'not on screen'}`];
  });

const labelOf = (element: Element): string =>
  element.getAttribute('aria-label') ??
  (element.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

/** The section, region, dialog or navigation labelled `name` (cheaper than a role query over a whole page), or null. */
export function regionNamed(name: string | RegExp, root: ParentNode = document.body): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('section, [role="region"], [role="dialog"], nav')) {
    const label = labelOf(element);
    if (typeof name === 'string' ? label === name : name.test(label)) return element;
  }
  return null;
}

/** Waits for the region or dialog named `name` to be there with `ready` holding in it, and gives it. */
export function regionShowing(name: string | RegExp, ready: (region: HTMLElement) => unknown = () => true): Promise<HTMLElement> {
  return waitFor(() => {
    const region = regionNamed(name);
    if (!region) throw new Error(`no region or dialog named ${String(name)}`);
    if (!ready(region)) throw new Error(`${String(name)} is there, not ready yet`);
    return region;
  }, UNTIL_SHOWN);
}
