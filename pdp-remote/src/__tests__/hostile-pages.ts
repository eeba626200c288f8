// The attack corpus on the retail remote's own pages and modals, as their test files set it up
// (app/page/attack-corpus.page.test.tsx, app/modals/attack-corpus.modals.test.tsx): the hostile
// product's pages rendered through the real remote root against the backend simulator (mounted in MSW)
// with its attack corpus on, as the e2e attack run starts it (tooling/simulator/catalogue/attack-corpus.ts:
// its hostile products `ps--ATK-9000n`, and a member's albums and saved addresses named with each
// string). Not in the testing index: the grocery remote has pages of its own.
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { HOSTILE_CASES, armTripwiresEachTest, timesShown, type Field, type HostileCase } from '@pdp/test-kit/attack-corpus';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from './render-remote';

/** A demo member (members.ts) whose session a page is signed in for. */
interface Member {
  id: string;
  name: string;
  email: string;
}

/**
 * A hostile pages' test file, set up once at its top: the simulator with its attack corpus on, the
 * tripwires armed in each test (for `expectNothingRanOrInjected`), scrolling stubbed and storage
 * cleared. Gives them with `renderHostile`, which mounts the hostile product's page as the host does.
 */
export function startHostilePages() {
  const backend = startSimulatorBackend(TEST_BACKEND, { attackCorpus: true });
  const tripwires = armTripwiresEachTest();
  stubScrollIntoView();
  beforeEach(() => window.localStorage.clear());

  /**
   * The hostile product's page as the host mounts it with `overrides` (another of its pages: `path`);
   * a `member`'s, their session signed in, where the page acts for one (the wishlist, the bag).
   */
  async function renderHostile(hostile: HostileCase, { member, ...overrides }: Partial<LifecycleProps> & { member?: Member } = {}) {
    if (member) await backend.session.signIn(member.email);
    return renderRemote({ path: hostile.path, ...(member ? { user: { id: member.id, name: member.name } } : {}), ...overrides });
  }

  return { backend, tripwires, renderHostile };
}

/**
 * The lists of other products that do not show the other hostile products' strings as text, as often
 * as they should (`[]` when all do): the simulator's lists are of its best sellers, the hostile
 * products among them, never of the shown one (`hostile`).
 */
export const othersNotShowing = (hostile: HostileCase, lists: readonly Field[]): string[] =>
  lists.flatMap(([name, scope, times = 1]) => {
    const others = HOSTILE_CASES.filter((other) => other !== hostile);
    const shown = scope ? others.reduce((sum, other) => sum + timesShown(scope, other.text), 0) : 0;
    return shown >= times ? [] : [`${name}: ${scope ? `${shown} of ${times}` : 'not on screen'} of the other strings`];
  });
