// The host's few backend calls (session, bag, featured products), through the same /backend proxy
// the remotes use. Failures become a HostApiError with the status and the backend's code; a call
// that has not answered in 15 s, the remotes' read timeout, fails as TIMEOUT (a hanging backend must
// not leave the header's bag or the 404 page's list loading for ever).
import type { BackendEnvelope } from '@pdp/backend-api/backend';

export class HostApiError extends Error {
  override readonly name = 'HostApiError';
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Backend call failed: ${status} ${code}`);
  }
}

const HOST_CALL_TIMEOUT_MS = 15_000;

export async function callBackend<T>(baseUrl: string, path: string, init: { method?: 'GET' | 'POST'; json?: unknown; timeoutMs?: number } = {}): Promise<T> {
  let response: Response;
  const signal = AbortSignal.timeout(init.timeoutMs ?? HOST_CALL_TIMEOUT_MS);
  try {
    response = await fetch(`${baseUrl}/${path}`, {
      signal,
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': 'id', ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  } catch {
    throw new HostApiError(0, signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR');
  }
  let body: Partial<BackendEnvelope<T>> | undefined;
  try {
    body = (await response.json()) as Partial<BackendEnvelope<T>>;
  } catch {
    body = undefined;
  }
  if (!response.ok || !body || !('data' in body)) {
    throw new HostApiError(response.status, typeof body?.status === 'string' ? body.status : 'MALFORMED_RESPONSE');
  }
  return body.data as T;
}
