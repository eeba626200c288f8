// What the simulator's handlers are written against: the router of the `/backend` routes (Fastify's
// own, find-my-way, so a route is matched as the host's server matches one), the request a handler
// sees, and the backend envelope of spec §7.
import crypto from 'node:crypto';
import FindMyWay from 'find-my-way';
import type { BackendEnvelope, Paging } from '@pdp/backend-api/backend';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface RequestContext {
  /** The request as it came (a fetch `Request`): its headers. */
  request: Request;
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
  handler: Handler;
  /** Identifies the endpoint in fixture faults (e.g. `summary`). */
  name: string;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'DELETE'];

export class Router {
  private readonly routes = FindMyWay({ ignoreTrailingSlash: true });

  /** `name` identifies the endpoint in fixture faults (e.g. `summary`). */
  add(method: Method, pattern: string, name: string, handler: Handler): this {
    const route: Route = { handler, name };
    this.routes.on(method, pattern, () => undefined, route);
    return this;
  }

  /** The route of a method and path, or whether the path is known under another method. */
  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | null | 'method-not-allowed' {
    const found = METHODS.includes(method as Method) ? this.routes.find(method as Method, pathname) : null;
    if (found) return { route: found.store as Route, params: found.params as Record<string, string> };
    return METHODS.some((other) => this.routes.find(other, pathname)) ? 'method-not-allowed' : null;
  }
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

export const newTraceId = () => crypto.randomBytes(8).toString('hex');
export const newSessionId = () => crypto.randomBytes(16).toString('hex');
