// Who is signed in is known only once the host's session check of a page load answers: the server
// renders every page as a visitor sees it (so the remotes' markup is the same for everyone and
// hydrates as it was rendered). Until the check answers, every remote is given a visitor, so a
// member who acts at once asks to sign in; the check lets that request wait for the answer.
import type { SignedInUser } from '@pdp/host-contract/contract';

export interface SessionCheck {
  /** Neither the check nor a login or logout has answered yet. */
  readonly pending: boolean;
  /** Who is signed in, once the first answer comes. */
  readonly known: Promise<SignedInUser | null>;
  /** An answer: the check's, or a login's or logout's that came before it. Only the first counts. */
  settle(user: SignedInUser | null): void;
}

export function createSessionCheck(): SessionCheck {
  let pending = true;
  let resolve!: (user: SignedInUser | null) => void;
  const known = new Promise<SignedInUser | null>((settle) => {
    resolve = settle;
  });
  return {
    get pending() {
      return pending;
    },
    known,
    settle(user) {
      if (!pending) return;
      pending = false;
      resolve(user);
    },
  };
}
