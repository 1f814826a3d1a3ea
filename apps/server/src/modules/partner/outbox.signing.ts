import { randomUUID, timingSafeEqual } from 'node:crypto';
import { PARTNER_HEADERS, PARTNER_SIGNATURE_WINDOW_MS } from '@certdesk/contract';
import { signPartnerRequest } from './partner-signature.js';

/**
 * Signed headers of our pushes and the check of the partner's signed acknowledgements (D11),
 * with the partner module's HMAC scheme (partner-signature.ts, docs/partner-api.md).
 */

/** The signature of a body (the partner module's scheme, used for our calls and their answers). */
export const signBody = signPartnerRequest;

/** Headers of a signed call or answer from `partnerId`. */
export function signedHeaders(partnerId: string, secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  const nonce = randomUUID();
  return {
    [PARTNER_HEADERS.partnerId]: partnerId,
    [PARTNER_HEADERS.timestamp]: timestamp,
    [PARTNER_HEADERS.nonce]: nonce,
    [PARTNER_HEADERS.signature]: signBody(secret, timestamp, nonce, rawBody),
  };
}

/** Why a signed message is refused (before the nonce check), or null when the signature and time hold. */
export function signatureProblem(
  secret: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  now = Date.now(),
): string | null {
  const ts = headers[PARTNER_HEADERS.timestamp] ?? '';
  const nonce = headers[PARTNER_HEADERS.nonce] ?? '';
  const sig = headers[PARTNER_HEADERS.signature] ?? '';
  if (!ts || !nonce || !sig) return '缺少签名信息';
  if (!/^\d{1,15}$/.test(ts) || Math.abs(now - Number(ts)) > PARTNER_SIGNATURE_WINDOW_MS) return '签名已过期';
  const expected = Buffer.from(signBody(secret, ts, nonce, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return '签名错误';
  return null;
}
