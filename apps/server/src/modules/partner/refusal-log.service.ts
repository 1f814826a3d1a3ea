import type { AppContext } from '../../platform/context.js';
import type { AppError } from '../../platform/errors.js';
import { capUnsigned, writeInterfaceLog } from './interface-log.repo.js';

/** A refused partner call as the interface log keeps it. */
export interface RefusedCall {
  partnerId: string;
  openOrderId: string;
  interfaceType: number;
  /** The body as received. */
  raw: string;
  /** Whether the signature held; the body of an unsigned call is cut (anyone can send those). */
  signed: boolean;
}

/**
 * Writes a refused call to the interface log, with the refusal as the answer. A failed write is
 * logged and swallowed: the partner gets the refusal either way.
 */
export async function logRefusedCall(ctx: AppContext, call: RefusedCall, err: AppError) {
  const { raw, signed, ...rest } = call;
  await writeInterfaceLog(ctx.db, {
    ...rest,
    requestJson: signed ? raw : capUnsigned(raw),
    direction: 'in',
    respValue: JSON.stringify({ code: err.code, msg: err.message, data: null }),
    success: false,
  }).catch((e: unknown) => ctx.log.error({ err: e }, 'interface log write failed'));
}
