// The host's /backend proxy (issue 20): the browser calls the backend on the page's own origin, and
// the host passes each call on as it came — body streamed, not parsed — with the hop-by-hop headers
// dropped both ways, the request's trace id added (both sides log the call under one id), and a
// timeout: a hung backend answers the shopper 504 instead of holding the request.
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRACE_HEADER } from './log';

/** A proxied backend call answers within this, or 504: a hung backend never holds a shopper's request. */
const BACKEND_TIMEOUT_MS = 10_000;

const BACKEND_PREFIX = '/backend';

/** Headers of one connection (RFC 9110 §7.6.1), never forwarded by a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The headers meant for the other end: hop-by-hop ones, and those the Connection header names, dropped. */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name) && !named.includes(name)));
}

const failure = (reply: FastifyReply, code: 502 | 504) =>
  reply
    .code(code)
    .header('Cache-Control', 'no-store')
    .send({ code, status: code === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', data: null });

export type ProxyHandler = (request: FastifyRequest, reply: FastifyReply) => void;

export interface BackendProxyOptions {
  origin: string;
  timeoutMs?: number;
}

/**
 * Registers the proxy for /backend and everything under it, any method. The server reads no request
 * body itself (app-server.ts), so the stream is still whole here.
 */
export function registerBackendProxy(app: FastifyInstance, { origin, timeoutMs = BACKEND_TIMEOUT_MS }: BackendProxyOptions): ProxyHandler {
  function forward(request: FastifyRequest, reply: FastifyReply): void {
    const target = new URL(request.url, origin);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...endToEndHeaders(request.headers), host: target.host, [TRACE_HEADER]: request.id }, timeout: timeoutMs },
      (upstreamResponse) => {
        void reply
          .code(upstreamResponse.statusCode ?? 502)
          .headers(endToEndHeaders(upstreamResponse.headers))
          .send(upstreamResponse);
      },
    );
    const giveUp = (code: 502 | 504) => {
      upstream.destroy();
      if (reply.sent) reply.raw.destroy();
      else void failure(reply, code);
    };
    upstream.on('timeout', () => giveUp(504));
    upstream.on('error', () => {
      if (!reply.sent) giveUp(502);
    });
    request.raw.pipe(upstream);
  }
  app.all(BACKEND_PREFIX, forward);
  app.all(`${BACKEND_PREFIX}/*`, forward);
  return forward;
}

/** Whether a path is the proxy's (the router's own test, for paths it cannot route). */
export const isBackendPath = (pathname: string) => pathname === BACKEND_PREFIX || pathname.startsWith(`${BACKEND_PREFIX}/`);
