import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import type { Rng } from '../../platform/rng.js';

/** A PNG of random pixels (from the seeded generator): bytes nobody else has. */
export function randomPng(rng: Rng, width = 24, height = 16): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i++) png.data[i] = i % 4 === 3 ? 255 : rng.int(0, 255);
  return PNG.sync.write(png);
}

/** A route of the test partner file server: answers a request, and counts its hits. */
export type Route = (req: http.IncomingMessage, res: http.ServerResponse, hits: number) => void;

/** A real HTTP server on 127.0.0.1 (a random port) with the given routes; every hit is counted. */
export async function fileServer(routes: Record<string, Route>) {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    const route = routes[path];
    if (route) route(req, res, n);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends bytes with a content type. */
export const send =
  (type: string, bytes: Buffer | string): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(bytes) }).end(bytes);
