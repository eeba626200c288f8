// The little the simulator needs from an HTTP framework: a router with `:params` and `*`, the
// backend envelope of spec §7, JSON bodies and cookies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import crypto from 'node:crypto';
import type { BackendEnvelope, Paging } from '@pdp/backend-api/backend';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface RequestContext {
  request: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  /** The simulator session behind the cookie (created on first sight). */
  sessionId: string;
  /** The session's now (its clock, else the machine's), read once as the request reaches its handler. */
  now: number;
  language: 'id' | 'en';
  body: () => Promise<unknown>;
}

export interface Reply {
  status: number;
  envelope?: BackendEnvelope<unknown>;
  /** A raw body instead of an envelope (media). */
  raw?: { contentType: string; body: string | Buffer; cacheControl?: string };
  headers?: Record<string, string>;
}

export type Handler = (context: RequestContext) => Reply | Promise<Reply>;

interface Route {
  method: Method;
  parts: string[];
  handler: Handler;
  name: string;
}

export class Router {
  private readonly routes: Route[] = [];

  /** `name` identifies the endpoint in fixture faults (e.g. `summary`). */
  add(method: Method, pattern: string, name: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split('/').filter(Boolean), handler, name });
    return this;
  }

  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | null | 'method-not-allowed' {
    const segments = pathname.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchParts(route.parts, segments);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method) return { route, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}

function matchParts(parts: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as string;
    if (part === '*') {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

const STATUS_NAMES: Record<number, string> = {
  200: 'OK',
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export function ok<T>(data: T, paging?: Paging): Reply {
  return { status: 200, envelope: { code: 200, status: 'OK', data, ...(paging ? { paging } : {}) } };
}

/** An error answer: `status` carries the backend's code (or the HTTP status name). */
export function fail(httpStatus: number, code?: string, errors?: Record<string, string[]>): Reply {
  return {
    status: httpStatus,
    envelope: { code: httpStatus, status: code ?? STATUS_NAMES[httpStatus] ?? 'ERROR', data: null, ...(errors ? { errors } : {}) },
  };
}

const MAX_BODY_BYTES = 64 * 1024;

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

/** A query parameter; null when it is missing or empty (`?districtId=` says nothing). */
export function queryParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value === null || value.trim() === '' ? null : value;
}

export function readJsonBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BadRequest('Body too large', 413));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new BadRequest('Body is not valid JSON'));
      }
    });
    request.on('error', reject);
  });
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return cookies;
}

export const newTraceId = () => crypto.randomBytes(8).toString('hex');
export const newSessionId = () => crypto.randomBytes(16).toString('hex');

export function writeReply(response: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  const headers: Record<string, string> = { ...extraHeaders, ...reply.headers };
  if (reply.raw) {
    headers['Content-Type'] = reply.raw.contentType;
    headers['Cache-Control'] = reply.raw.cacheControl ?? 'public, max-age=86400';
    response.writeHead(reply.status, headers);
    response.end(reply.raw.body);
    return;
  }
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Cache-Control'] = 'no-store';
  response.writeHead(reply.status, headers);
  response.end(JSON.stringify(reply.envelope ?? null));
}
