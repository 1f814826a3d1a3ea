import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr, reportCodeFromQr } from './qr-decode.js';

const REPORT_URL = 'https://www.chsi.com.cn/xlcx/bg.do?vcode=A1B2C3D4E5F6G7H8&srcid=bgcx';

/** A real QR code picture, drawn by the qrcode package (scale 8 so jsqr reads it reliably). */
const qrPng = (text: string) => QRCode.toBuffer(text, { type: 'png', scale: 8, margin: 4 });

/** A white picture with no code on it. */
function blankPng(width = 200, height = 200): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return PNG.sync.write(png);
}

describe('decodeQr', () => {
  it('reads the text of a real QR code PNG', async () => {
    expect(decodeQr(await qrPng(REPORT_URL))).toBe(REPORT_URL);
  });

  it('reads a QR code from a JPEG', async () => {
    const png = PNG.sync.read(await qrPng(REPORT_URL));
    const jpg = jpeg.encode({ data: png.data, width: png.width, height: png.height }, 95).data;
    expect(jpg[0]).toBe(0xff);
    expect(decodeQr(Buffer.from(jpg))).toBe(REPORT_URL);
  });

  it('answers null for a blank picture, a broken file and a format it does not read', () => {
    expect(decodeQr(blankPng())).toBeNull();
    expect(decodeQr(Buffer.concat([blankPng().subarray(0, 40), Buffer.alloc(20)]))).toBeNull();
    expect(decodeQr(Buffer.from('GIF89a not a picture we read'))).toBeNull();
  });
});

describe('reportCodeFromQr', () => {
  it('takes the vcode parameter of a CHSI report URL', async () => {
    expect(reportCodeFromQr(decodeQr(await qrPng(REPORT_URL)))).toBe('A1B2C3D4E5F6G7H8');
  });

  it('accepts a bare code of 12 to 20 letters and digits', async () => {
    expect(reportCodeFromQr(decodeQr(await qrPng('  ABCDEF123456  ')))).toBe('ABCDEF123456');
    expect(reportCodeFromQr('ABCDEF12345')).toBeNull();
    expect(reportCodeFromQr('A'.repeat(21))).toBeNull();
  });

  it('answers null (the screen then shows 无法识别, 请手动输入) for a blank picture or other text', async () => {
    expect(reportCodeFromQr(decodeQr(blankPng()))).toBeNull();
    expect(reportCodeFromQr(decodeQr(await qrPng('https://example.com/no-code-here')))).toBeNull();
    expect(reportCodeFromQr(null)).toBeNull();
  });
});
