import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { AppContext } from '../../platform/context.js';

type Rgb = [number, number, number];

const BATCH = 500;

/** Fills a rectangle, or a disc when `round`, of the image. */
function fill(png: PNG, x0: number, y0: number, w: number, h: number, c: Rgb, round = false) {
  const cx = x0 + w / 2;
  const cy = y0 + h / 2;
  for (let y = y0; y < y0 + h && y < png.height; y++) {
    for (let x = x0; x < x0 + w && x < png.width; x++) {
      if (round && ((x - cx) / (w / 2)) ** 2 + ((y - cy) / (h / 2)) ** 2 > 1) continue;
      const i = (y * png.width + x) * 4;
      png.data[i] = c[0];
      png.data[i + 1] = c[1];
      png.data[i + 2] = c[2];
      png.data[i + 3] = 255;
    }
  }
}

/**
 * A document-like card drawn with coloured blocks (no text): a framed sheet, a title band, grey
 * bars for lines of text, a photo or emblem block and a red seal. Deterministic per variant.
 */
export function evidenceCard(variant: number, accent: Rgb, portrait = false): Buffer {
  const png = new PNG({ width: portrait ? 420 : 600, height: portrait ? 580 : 400 });
  const { width: w, height: h } = png;
  fill(png, 0, 0, w, h, [250, 246, 236]);
  fill(png, 10, 10, w - 20, h - 20, accent);
  fill(png, 18, 18, w - 36, h - 36, [253, 251, 245]);
  fill(png, w / 2 - 110, 36, 220, 30, accent);
  for (let line = 0; line < (portrait ? 12 : 7); line++) {
    const len = 150 + ((variant * 37 + line * 53) % 160);
    fill(png, 44, 96 + line * 36, Math.min(len, w - 200), 12, [150, 150, 150]);
  }
  fill(png, w - 140, 96, 96, 120, [200, 210, 225]);
  fill(png, w - 170, h - 150, 110, 110, [214, 40, 40], true);
  fill(png, w - 152, h - 132, 74, 74, [253, 251, 245], true);
  fill(png, w - 128, h - 108, 26, 26, [214, 40, 40], true);
  return PNG.sync.write(png);
}

const ACCENTS: Rgb[] = [
  [196, 36, 36],
  [30, 90, 170],
  [30, 130, 80],
  [170, 110, 20],
];

/**
 * Demo evidence images (D21): the partner's demo orders point at an unreachable file host, so the
 * detail and the push preview showed broken images. A few cards are stored once and the orders'
 * licence, authorisation letter and certificate URLs point at them (signed when read).
 */
export async function seedEvidenceImages(ctx: AppContext) {
  const put = async (kind: string, i: number, portrait: boolean) =>
    ctx.storage.putObject(`demo/evidence/${kind}-${i + 1}.png`, evidenceCard(i, ACCENTS[i % ACCENTS.length]!, portrait), 'image/png');
  const license: string[] = [];
  const letter: string[] = [];
  const cert: string[] = [];
  for (let i = 0; i < ACCENTS.length; i++) {
    license.push(await put('license', i, false));
    letter.push(await put('authorization', i, true));
    cert.push(await put('certificate', i, false));
  }
  const pick = (urls: string[]) =>
    sql`(array[${sql.join(
      urls.map((u) => sql`${u}`),
      sql`, `,
    )}]::text[])[(id % ${urls.length}) + 1]`;
  const external = 'https://files.partner.example/%';
  const [range] = (
    (await ctx.db.execute(sql`select coalesce(min(id), 0)::int as lo, coalesce(max(id), 0)::int as hi from orders`)) as unknown as {
      rows: { lo: number; hi: number }[];
    }
  ).rows;
  // In id batches, so no single statement holds the whole orders table.
  for (let from = range?.lo ?? 0; range && from <= range.hi; from += BATCH) {
    await ctx.db.execute(sql`
      update orders set
        license_url = case when license_url like ${external} then ${pick(license)} else license_url end,
        authorization_letter = case when authorization_letter like ${external} then ${pick(letter)} else authorization_letter end,
        cert_file_url = case when cert_file_url::text like ${`%${external}`} then jsonb_build_array(${pick(cert)}) else cert_file_url end
      where id >= ${from} and id < ${from + BATCH}
        and (license_url like ${external} or authorization_letter like ${external} or cert_file_url::text like ${`%${external}`})`);
  }
}
