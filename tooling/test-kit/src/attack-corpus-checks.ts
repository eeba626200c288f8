// What jsdom can prove of a surface showing an attack corpus string (tooling/simulator/catalogue/
// attack-corpus.ts), for every package's tests: the payloads' report armed and the dialogs spied on,
// then nothing ran and nothing was injected. No remote's source in it: the host's tests use it as the
// remotes' do (pdp-remote's through src/testing/attack-corpus.ts). The browser keeps what needs layout
// (tooling/e2e/attack-corpus.e2e.ts).
import { act } from '@testing-library/react';

/** What ran, as `armTripwires` records it; `restore` puts the dialogs back and the report away. */
export interface Tripwires {
  /** What ran: the payloads' own reports (`window.pdpPwned`) and any dialog opened. */
  ran(): string[];
  restore(): void;
}

declare global {
  interface Window {
    pdpPwned?: string[];
  }
}

/** Arms the payloads' report (`window.pdpPwned = []`) and spies on alert, confirm and prompt; call before rendering. */
function armTripwires(): Tripwires {
  window.pdpPwned = [];
  const names = ['alert', 'confirm', 'prompt'] as const;
  const dialogs = names.map((name) => jest.spyOn(window, name).mockImplementation((() => null) as never));
  return {
    ran: () => [...(window.pdpPwned ?? []), ...names.filter((_, at) => (dialogs[at]?.mock.calls.length ?? 0) > 0).map((name) => `${name}()`)],
    restore: () => {
      for (const spy of dialogs) spy.mockRestore();
      delete window.pdpPwned;
    },
  };
}

/**
 * `armTripwires` for every test of the file: armed in a `beforeEach`, put back in an `afterEach`. What
 * it gives reads the running test's tripwires (and throws outside a test, where none are armed).
 */
export function armTripwiresEachTest(): Tripwires {
  let armed: Tripwires | undefined;
  beforeEach(() => {
    armed = armTripwires();
  });
  afterEach(() => {
    armed?.restore();
    armed = undefined;
  });
  const current = () => {
    if (!armed) throw new Error('The tripwires are armed for each test only.');
    return armed;
  };
  return { ran: () => current().ran(), restore: () => current().restore() };
}

/** Elements a hostile string could bring with it, were it parsed as markup. */
const INJECTED_ELEMENTS = 'script, iframe, object, embed, frame, frameset, base, meta, link, svg[onload], img[src="x"], [style*="2147483647"], [srcdoc]';
const UNSAFE_URL = /^\s*(?:javascript|data|vbscript):/i;
/** A same-site path never starts `//` or `/\` (another host to a browser). */
const OTHER_HOST = /^\s*[/\\]{2}|^\s*\/\\|evil\.example/i;

/**
 * What the string injected into `root` (the rendered container and any portal), as readable problems:
 * markup elements, `on*` attributes, script or data URLs and links to another host. Emotion's own
 * `<style data-emotion>` elements are the page's, not the string's.
 */
function injectedInto(root: ParentNode = document.body): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll(INJECTED_ELEMENTS)) problems.push(`<${element.tagName.toLowerCase()}> ${element.outerHTML.slice(0, 80)}`);
  for (const style of root.querySelectorAll('style')) if (!style.hasAttribute('data-emotion')) problems.push(`<style> ${style.outerHTML.slice(0, 80)}`);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`${element.tagName.toLowerCase()}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset'].includes(name.toLowerCase())) {
        if (UNSAFE_URL.test(value)) problems.push(`${element.tagName.toLowerCase()}[${name}="${value.slice(0, 40)}"]`);
        if (OTHER_HOST.test(value)) problems.push(`${element.tagName.toLowerCase()}[${name}="${value.slice(0, 40)}"] leads to another host`);
      }
    }
  }
  return problems;
}

/**
 * Fires what would run an injected handler (error and load on every element that loads something),
 * so an `onerror` or `onload` that slipped through reports to `pdpPwned` (jsdom runs inline handlers).
 */
async function provokeHandlers(root: ParentNode = document.body): Promise<void> {
  await act(async () => {
    for (const element of root.querySelectorAll('img, svg, iframe, video, audio, source, object, embed, input, body, details')) {
      element.dispatchEvent(new Event('error'));
      element.dispatchEvent(new Event('load'));
    }
  });
}

/**
 * Nothing ran and nothing was injected: no markup, handler or unsafe URL from the string anywhere in
 * the document (portals included), and, every handler provoked, no payload reported and no dialog opened.
 */
export async function expectNothingRanOrInjected(tripwires: Tripwires): Promise<void> {
  const injected = injectedInto(document.body);
  await provokeHandlers(document.body);
  expect({ injected, ran: tripwires.ran() }).toEqual({ injected: [], ran: [] });
}
