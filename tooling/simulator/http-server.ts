// The simulator over HTTP, for the browser and the host's server: a Fastify server (as the host's own
// is) that hands every request to the simulator's fetch handler and writes the Response it gives, or
// drops the connection when the answer is a network error (the `timeout` fault).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Simulator } from './simulator';

/** A Fastify server of the simulator (not listening yet); a new one per start, the simulator's state kept. */
export function simulatorServer(simulator: Simulator): FastifyInstance {
  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
    const answer = await simulator.fetch(new Request(`http://${request.headers.host ?? '127.0.0.1'}${request.url}`, { method: request.method, headers, body }));
    if (answer.type === 'error') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    reply.status(answer.status);
    answer.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  }

  const app = Fastify({
    logger: false,
    exposeHeadRoutes: false,
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
    // A path Fastify cannot decode (`%E0%A4%A`) is the simulator's to answer too: a backend's 404 envelope.
    frameworkErrors: (_error, request, reply) => void forward(request, reply),
  });
  // The body goes to the simulator as it came: it reads and checks it (JSON, 64 KB at most).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/*', forward);
  return app;
}

/** Starts a simulator server on loopback (`port` 0: any free one) and gives its URL. */
export async function listenSimulator(app: FastifyInstance, port: number, host = '127.0.0.1'): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address();
  return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
}
