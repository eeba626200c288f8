// The remote's one configured HTTP client (the only module that imports ky). Reads send
// Accept-Language id and Cache-Control no-cache (spec §7); every answer reports the server time
// (`date` header); every failure becomes an ApiError carrying the trace id (`x-b3-traceid`).
import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import type { BackendEnvelope } from '@pdp/backend-api/backend';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

interface RequestOptions {
  searchParams?: Record<string, QueryValue>;
  json?: unknown;
  signal?: AbortSignal;
  /** Milliseconds; spec §9 sets some (add-to-cart recommendations 2000). Default: none for POST, 15 s for reads. */
  timeout?: number;
  /** Headers some calls carry (the grocery store, `x-warehouse-code`). */
  headers?: Record<string, string>;
}

export interface BackendResponse<T> {
  status: number;
  body: BackendEnvelope<T>;
  headers: Headers;
}

export interface BackendClient {
  get<T>(path: string, options?: RequestOptions): Promise<BackendResponse<T>>;
  post<T>(path: string, options?: RequestOptions): Promise<BackendResponse<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<BackendResponse<T>>;
}

export interface BackendClientOptions {
  /** Absolute base URL of `/backend`, from the mount props. */
  baseUrl: string;
  onServerTime?: (epochMilliseconds: number) => void;
  /** How long a read may take (15 s in the browser; a server render passes what its budget allows). */
  readTimeoutMs?: number;
  /**
   * The shopper's language, which writes carry in Accept-Language, so that the messages a refusal
   * brings (`errors.voucher`, `errors.user`, …) are in the language the page is in. Reads carry `id`
   * as spec §7 says.
   */
  writeLanguage?: () => string;
}

const READ_TIMEOUT_MS = 15_000;

/** List parameters repeat (`sku=a&sku=b`), as spec §7 says. */
export function toSearchParams(values: Record<string, QueryValue> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

function isEnvelope(value: unknown): value is BackendEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'data' in value;
}

async function readEnvelope(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((message): message is string => typeof message === 'string');
  }
  return result;
}

function codeOf(body: unknown, fallback: string): string {
  // The envelope's `status` carries the backend's code on failures (e.g. `CO_EXCEEDED_QUANTITY`).
  const candidate = typeof body === 'object' && body !== null ? (body as { status?: unknown }) : {};
  if (typeof candidate.status === 'string' && candidate.status !== '') return candidate.status;
  return fallback;
}

export function createBackendClient({ baseUrl, onServerTime, readTimeoutMs = READ_TIMEOUT_MS, writeLanguage }: BackendClientOptions): BackendClient {
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    retry: 0,
    throwHttpErrors: true,
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.method === 'GET') {
            request.headers.set('Accept-Language', 'id');
            request.headers.set('Cache-Control', 'no-cache');
          } else if (writeLanguage) {
            request.headers.set('Accept-Language', writeLanguage());
          }
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const date = Date.parse(response.headers.get('date') ?? '');
          if (!Number.isNaN(date)) onServerTime?.(date);
        },
      ],
    },
  });

  async function send<T>(method: 'get' | 'post' | 'delete', path: string, options: RequestOptions = {}) {
    const kyOptions: Options = {
      method,
      searchParams: toSearchParams(options.searchParams),
      signal: options.signal,
      timeout: options.timeout ?? (method === 'get' ? readTimeoutMs : false),
      ...(options.headers ? { headers: options.headers } : {}),
    };
    if (options.json !== undefined) kyOptions.json = options.json;
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), kyOptions);
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = await readEnvelope(error.response);
        throw new ApiError(
          error.response.status,
          codeOf(body, `HTTP_${error.response.status}`),
          fieldErrorsOf(body),
          error.response.headers.get('x-b3-traceid') ?? undefined,
        );
      }
      if (error instanceof TimeoutError) throw new ApiError(0, CLIENT_ERROR_CODES.timeout);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.network);
    }
    const body = await readEnvelope(response);
    if (!isEnvelope(body)) {
      throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed, {}, response.headers.get('x-b3-traceid') ?? undefined);
    }
    return { status: response.status, body: body as BackendEnvelope<T>, headers: response.headers };
  }

  return {
    get: (path, options) => send('get', path, options),
    post: (path, options) => send('post', path, options),
    delete: (path, options) => send('delete', path, options),
  };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
