import { ErrorCode, type ErrorCodeValue, Msg } from '@certdesk/contract';

/**
 * The one error type of the server: a stable code, a Chinese message and an HTTP status.
 * Business refusals answer HTTP 200 with the envelope, as the existing front end expects (it
 * reads `code`, not the status); only unexpected failures answer 5xx.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly status = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Bad input: the message says what to fix. */
export const badRequest = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);
/** The thing does not exist, or the caller may not know it does. */
export const notFound = (message: string = Msg.notFound) => new AppError(ErrorCode.NOT_FOUND, message);
/** The caller's role may not do this. */
export const forbidden = (message: string = Msg.forbidden) => new AppError(ErrorCode.FORBIDDEN, message);
/** A duplicate or a reference still in use. */
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
/** Lost a race: the state changed since the caller looked. */
export const staleState = (message: string = Msg.staleState) => new AppError(ErrorCode.STALE_STATE, message);
/** Missing, expired or replaced session. */
export const sessionInvalid = (message: string = Msg.sessionInvalid) => new AppError(ErrorCode.SESSION_INVALID, message);
