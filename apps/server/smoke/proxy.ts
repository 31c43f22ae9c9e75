// A small round-robin HTTP proxy for the two-process smoke test (smoke/two-processes.ts): what nginx does
// in deploy/nginx.conf, reduced to what the test needs. Each request goes to the next upstream; the
// client's address and scheme are passed in X-Forwarded-For and -Proto (overwritten, never appended to
// what the client sent), and the answer says which upstream made it in X-Smoke-Upstream.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream got, in the order of `upstreams`. */
  counts: number[];
  close(): Promise<void>;
}

export const UPSTREAM_HEADER = 'x-smoke-upstream';

export async function startProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(upstreams[index]!);
    const headers = { ...req.headers };
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    const forward = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [UPSTREAM_HEADER]: String(index) });
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
