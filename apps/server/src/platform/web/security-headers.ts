import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../auth/session-hook.js';

/** Origins besides our own that the app may reach: the S3 store's (files redirect there), the SIP exchange's socket. */
export interface AppOrigins {
  files: string[];
  sockets: string[];
}

/**
 * The Content-Security-Policy of the web app's page. Scripts only from our origin (no inline
 * script, no eval); style elements only from our origin or carrying this response's nonce (antd's
 * CSS-in-JS inserts <style> elements and is given the nonce through ConfigProvider's `csp`); style
 * attributes stay allowed, since mail bodies shown in the preview carry them and an attribute
 * cannot select or load anything. Nothing may frame the app.
 */
export function appContentSecurityPolicy(nonce: string, origins: AppOrigins): string {
  const files = origins.files.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${files}`.trim(),
    `media-src 'self' blob: ${files}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${origins.sockets.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers of every answer: helmet's (nosniff, frame and referrer policies, a deny-all CSP that the
 * app's page replaces with its own), compression of answers over 1 KB, and `no-store` on API
 * answers, which carry personal data that no cache should keep.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    referrerPolicy: { policy: 'same-origin' },
    // As frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    // Mail previews and recordings are same-origin; nothing of ours is meant for other sites.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // A year, subdomains included (ASVS 3.4.1); browsers ignore it over plain HTTP (a fresh clone).
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic answers: a fast brotli level (the default 11 costs tens of ms on a list page).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onSend', async (request, reply) => {
    if (routeOf(request).startsWith('/api/') && !isDocs(routeOf(request))) reply.header('cache-control', 'no-store');
  });
}

const isDocs = (route: string) => route.startsWith('/api/docs');

/** The other origins the app reaches, from the configuration of the outside systems. */
export function appOriginsOf(env: NodeJS.ProcessEnv): AppOrigins {
  const originOf = (url: string | undefined) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  };
  return { files: originOf(env.S3_ENDPOINT), sockets: originOf(env.SIP_WS_URL) };
}
