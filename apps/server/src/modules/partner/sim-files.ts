import { createHash } from 'node:crypto';
import { ErrorCode } from '@certdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Config } from '../../platform/config.js';
import { evidenceCard } from '../orders/evidence-images.seed.js';

/**
 * The simulated partner's file host (demo): licences, authorisation letters and certificates as
 * generated pictures and PDFs at /sim/files/<kind>/<name>.<png|jpg|pdf>, so that the demo's
 * evidence fetches bring back real files and the screens show real pictures. Each name draws its
 * own picture (variant and colour from the name's hash), so different orders' files differ.
 */
export const SIM_FILES_PATH = '/sim/files';

/** The base URL of the simulated file host on this server (an address the evidence fetch trusts in demo). */
export function simFilesBase(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${SIM_FILES_PATH}`;
}

const ACCENTS: [number, number, number][] = [
  [196, 36, 36],
  [30, 90, 170],
  [30, 130, 80],
  [170, 110, 20],
  [120, 60, 160],
];

/** A document-like card (the demo seed's drawing), its variant and colour from the name's hash. */
function card(name: string): Buffer {
  const h = createHash('sha256').update(name).digest();
  const accent = ACCENTS[(h[0] ?? 0) % ACCENTS.length] ?? [30, 90, 170];
  return evidenceCard(h[1] ?? 0, accent, name.startsWith('auth'));
}

/** A one-page PDF with a framed box: enough to be a real PDF a viewer opens. */
function pdf(name: string): Buffer {
  const text = name.replace(/[^A-Za-z0-9._-]/g, '');
  const stream = `0.2 0.3 0.6 RG 4 w 40 40 515 762 re S BT /F1 24 Tf 72 760 Td (Authorization letter) Tj 0 -40 Td /F1 12 Tf (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The bytes and type of a demo file, by its name's suffix; null for anything else. */
export function simFile(name: string): { bytes: Buffer; type: string } | null {
  if (name.endsWith('.png')) {
    return { bytes: card(name), type: 'image/png' };
  }
  if (name.endsWith('.jpg')) {
    const png = PNG.sync.read(card(name));
    return { bytes: Buffer.from(jpeg.encode({ data: png.data, width: png.width, height: png.height }, 80).data), type: 'image/jpeg' };
  }
  if (name.endsWith('.pdf')) return { bytes: pdf(name), type: 'application/pdf' };
  return null;
}

/** GET /sim/files/<kind>/<name>: the demo partner's files (demo mode only, no sign-in: it is "the partner's server"). */
export function simFileRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get(`${SIM_FILES_PATH}/:kind/:name`, { schema: { hide: true } }, async (request, reply) => {
      const { kind, name } = request.params as { kind: string; name: string };
      const file = /^[a-z]{1,16}$/.test(kind) && /^[A-Za-z0-9_-]{1,80}\.(png|jpg|pdf)$/.test(name) ? simFile(`${kind}/${name}`) : null;
      if (!file) return reply.code(404).send({ code: ErrorCode.NOT_FOUND, msg: '文件不存在', data: null });
      // ?delay=<ms> (up to 10 s): a slow partner host, so that a file is seen pending on the detail.
      const delay = Math.min(Number((request.query as { delay?: string }).delay) || 0, 10_000);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return reply.header('content-type', file.type).header('cache-control', 'public, max-age=3600').send(file.bytes);
    });
  };
}
