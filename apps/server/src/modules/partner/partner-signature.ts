import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, PARTNER_HEADERS, PARTNER_SIGNATURE_WINDOW_MS, partnerSigningString } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { purgeExpiredNonces, storeNonce } from './nonces.repo.js';

/** Lowercase hex HMAC-SHA256 of `timestamp + "\n" + nonce + "\n" + rawBody` (D11). */
export function signPartnerRequest(secret: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(partnerSigningString(timestamp, nonce, rawBody), 'utf8')
    .digest('hex');
}

/** A refused signature: HTTP 401 with the envelope, so partner clients can tell it from a business refusal. */
const refused = (message: string) => new AppError(ErrorCode.FORBIDDEN, message, 401);

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
};

let lastPurge = 0;

/**
 * Checks a partner call: known partner, timestamp within 5 minutes of now, signature, and a
 * nonce not seen within the window (stored until it expires). Returns the partner id.
 * The nonce is stored only after the signature holds, so nobody else can burn a partner's nonces.
 */
export async function verifyPartnerCall(ctx: AppContext, headers: Headers, rawBody: string, now = Date.now()): Promise<string> {
  const partnerId = header(headers, PARTNER_HEADERS.partnerId);
  const timestamp = header(headers, PARTNER_HEADERS.timestamp);
  const nonce = header(headers, PARTNER_HEADERS.nonce);
  const signature = header(headers, PARTNER_HEADERS.signature);
  if (!partnerId || !timestamp || !nonce || !signature) throw refused('缺少签名请求头：X-Partner-Id、X-Timestamp、X-Nonce、X-Signature');
  const secret = ctx.config.partners[partnerId];
  if (!secret) throw refused('未知的合作方');
  if (!/^\d{13}$/.test(timestamp)) throw refused('X-Timestamp 必须是13位毫秒时间戳');
  if (Math.abs(now - Number(timestamp)) > PARTNER_SIGNATURE_WINDOW_MS) throw refused('请求时间戳不在5分钟有效期内');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(nonce)) throw refused('X-Nonce 必须是8到64位字母、数字、下划线或连字符');
  const expected = Buffer.from(signPartnerRequest(secret, timestamp, nonce, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused('签名校验失败');
  if (now - lastPurge > 60_000) {
    lastPurge = now;
    await purgeExpiredNonces(ctx.db, new Date(now));
  }
  // Kept for twice the window: a timestamp may be up to 5 minutes in the future.
  const stored = await storeNonce(ctx.db, partnerId, nonce, new Date(now + 2 * PARTNER_SIGNATURE_WINDOW_MS));
  if (!stored) throw refused('请求编号（X-Nonce）已使用，请勿重放请求');
  return partnerId;
}
