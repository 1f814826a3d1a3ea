import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AppOrigins, appContentSecurityPolicy } from './security-headers.js';

/** The placeholder `vite build` writes where the page's nonce goes (apps/web/vite.config.ts). */
const NONCE_PLACEHOLDER = 'CERTDESK_CSP_NONCE';

/**
 * Serves the built single-page app. Built assets carry a content hash in their names: cached for a
 * year, sent precompressed (.br/.gz written by the web build). The page itself (any path that is
 * not a file, the API, the socket or stored files) is read once and sent with a fresh nonce and its
 * Content-Security-Policy, never cached.
 */
export function serveWebApp(app: FastifyInstance, webDist: string, origins: AppOrigins) {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const pageParts = fs.readFileSync(indexFile, 'utf8').split(NONCE_PLACEHOLDER);
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Its own header would be sent after ours (public, max-age=0): ours below decides.
    cacheControl: false,
    // The page is only ever sent with its nonce (below).
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const sendPage = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appContentSecurityPolicy(nonce, origins))
      .send(pageParts.join(nonce));
  };
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (/^\/(api|open|ws|files)(\/|$|\?)/.test(request.url)) return reply.callNotFound();
    return sendPage(reply);
  });
}
