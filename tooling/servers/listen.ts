// Starts a plain node:http server (the simulator, the remotes' stand-in CDN, a test's backend) on
// loopback and resolves with its URL once it listens. The host server has its own (app-server.ts).
import type http from 'node:http';

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}

/** Closes a server now: idle and busy connections alike (tests and the development stack). */
export function closeNow(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
