// Demo sign-in (the real login is another team's), the current user, their main and saved addresses
// and their pay-later status.
import type { CurrentUserDto, MemberAddressesDto, UserAddressDto } from '@pdp/backend-api/backend';
import type { PayLaterDto } from '@pdp/backend-api/payments';
import { BadRequest, fail, ok, type Router } from '../http-kit';
import type { HandlerContext } from './context';

export function memberRoutes(router: Router, { catalogue, sessions, hostileTexts }: HandlerContext): void {
  const currentUser = (sessionId: string): CurrentUserDto | null => {
    const account = catalogue.accounts.find((candidate) => candidate.id === sessions.get(sessionId).userId);
    return account ? { id: account.id, name: account.name, email: account.email } : null;
  };

  router.add('GET', '/backend/member/current-user', 'current-user', ({ sessionId }) => ok(currentUser(sessionId)));

  // Spec §7 `/wallet/paylater`: the member's status (contract `PayLaterDto`); an anonymous shopper has no wallet.
  router.add('GET', '/backend/wallet/paylater', 'paylater', ({ sessionId }) => {
    const account = catalogue.accounts.find((candidate) => candidate.id === sessions.get(sessionId).userId);
    if (!account) return fail(401);
    const answer: PayLaterDto = { status: account.payLater ?? 'NOT_REGISTERED' };
    return ok(answer);
  });

  router.add('GET', '/backend/member/demo-accounts', 'demo-accounts', () =>
    ok(catalogue.accounts.map(({ name, email, password }) => ({ name, email, password }))),
  );

  router.add('POST', '/backend/member/_login', 'login', async ({ body, sessionId }) => {
    const credentials = (await body()) as { email?: unknown; password?: unknown } | undefined;
    if (typeof credentials?.email !== 'string' || typeof credentials.password !== 'string') {
      throw new BadRequest('email and password are required strings');
    }
    const account = catalogue.accounts.find((candidate) => candidate.email === credentials.email && candidate.password === credentials.password);
    if (!account) return fail(401, 'INVALID_CREDENTIALS');
    sessions.get(sessionId).userId = account.id;
    return ok(currentUser(sessionId));
  });

  router.add('POST', '/backend/member/_logout', 'logout', ({ sessionId }) => {
    sessions.get(sessionId).userId = null;
    return ok(null);
  });

  router.add('GET', '/backend/member/addresses/_default', 'default-address', ({ sessionId }) => {
    const account = catalogue.accounts.find((candidate) => candidate.id === sessions.get(sessionId).userId);
    if (!account) return fail(401);
    return ok<UserAddressDto | null>(account.address ?? null);
  });

  // Decision 0072: the saved addresses, main first; with the attack corpus, one more per hostile text
  // in the recipient's name and the address line (copies of the main address, so the cascade answers).
  router.add('GET', '/backend/member/addresses', 'member-addresses', ({ sessionId }) => {
    const account = catalogue.accounts.find((candidate) => candidate.id === sessions.get(sessionId).userId);
    if (!account) return fail(401);
    const saved = [...(account.address ? [account.address] : []), ...(account.otherAddresses ?? [])];
    const main = account.address;
    const hostile = main
      ? hostileTexts.map((text, index) => ({
          ...structuredClone(main),
          id: `ADDR-ATK-${index}`,
          recipient: { name: text },
          address: { ...main.address, address: text },
        }))
      : [];
    return ok<MemberAddressesDto>([...saved, ...hostile]);
  });
}
