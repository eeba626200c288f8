// Who is signed in, signing in and out (the simulator's demo accounts stand in for the real login).
import type { CurrentUserDto } from '@pdp/backend-api/backend';
import type { SignedInUser } from '@pdp/host-contract/contract';
import { callBackend } from '../../../shared/http/backend';

const toUser = (dto: CurrentUserDto | null): SignedInUser | null => (dto ? { id: dto.id, name: dto.name } : null);

export const getCurrentUser = async (baseUrl: string) => toUser(await callBackend<CurrentUserDto | null>(baseUrl, 'member/current-user'));

export const logIn = async (baseUrl: string, credentials: { email: string; password: string }) =>
  toUser(await callBackend<CurrentUserDto>(baseUrl, 'member/_login', { method: 'POST', json: credentials }));

export const logOut = (baseUrl: string) => callBackend<null>(baseUrl, 'member/_logout', { method: 'POST' });

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
}

export const getDemoAccounts = (baseUrl: string) => callBackend<DemoAccount[]>(baseUrl, 'member/demo-accounts');
