import jpeg from 'jpeg-js';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with an `exports.default`; under Node's ESM the default import is the module object.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/** Decodes RGBA pixels of a PNG or JPEG picture; null for other formats or broken files. */
function pixelsOf(bytes: Buffer): { data: Uint8ClampedArray; width: number; height: number } | null {
  try {
    if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      const png = PNG.sync.read(bytes);
      return { data: new Uint8ClampedArray(png.data), width: png.width, height: png.height };
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      const img = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 256 });
      return { data: new Uint8ClampedArray(img.data), width: img.width, height: img.height };
    }
  } catch {
    return null;
  }
  return null;
}

/** The text of the QR code in a picture, decoded on our server (D13); null when there is none. */
export function decodeQr(bytes: Buffer): string | null {
  const pixels = pixelsOf(bytes);
  if (!pixels) return null;
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

/**
 * The online verification code of a CHSI (学信网) report: the vcode parameter of the QR code's
 * URL, or a bare code of 12–20 letters and digits.
 */
export function reportCodeFromQr(text: string | null): string | null {
  if (!text) return null;
  const fromUrl = /[?&]vcode=([A-Za-z0-9]+)/.exec(text)?.[1];
  if (fromUrl) return fromUrl;
  const bare = text.trim();
  return /^[A-Za-z0-9]{12,20}$/.test(bare) ? bare : null;
}
