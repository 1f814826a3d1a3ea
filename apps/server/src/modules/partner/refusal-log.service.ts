import type { AppContext } from '../../platform/context.js';
import type { AppError } from '../../platform/errors.js';
import { writeInterfaceLog } from './interface-log.repo.js';

/** A refused partner call as the interface log keeps it. */
export interface RefusedCall {
  partnerId: string;
  openOrderId: string;
  interfaceType: number;
  requestJson: string;
}

/**
 * Writes a refused call to the interface log, with the refusal as the answer. A failed write is
 * logged and swallowed: the partner gets the refusal either way.
 */
export async function logRefusedCall(ctx: AppContext, call: RefusedCall, err: AppError) {
  await writeInterfaceLog(ctx.db, {
    ...call,
    direction: 'in',
    respValue: JSON.stringify({ code: err.code, msg: err.message, data: null }),
    success: false,
  }).catch((e: unknown) => ctx.log.error({ err: e }, 'interface log write failed'));
}
