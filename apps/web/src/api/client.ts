import {
  type ApiRoute,
  type Envelope,
  type HasInput,
  type RouteInput,
  type RouteOutput,
  SESSION_INVALID_CODE,
  SessionTransport,
  SUCCESS_CODE,
} from '@certdesk/contract';
import { toastError } from '../app/feedback';
import { forgetSession } from '../app/token';

/** Time-out of every call (01 §7). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Delay before reloading after a -100 answer (01 §8). */
export const RELOAD_AFTER_INVALID_MS = 2_000;

/** A refused call: the server's code and message (already shown as a toast). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let reloadScheduled = false;

/** -100: forget the session and reload after 2 s; the route guard then sends the user to /login. */
function onSessionInvalid() {
  forgetSession();
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => window.location.reload(), RELOAD_AFTER_INVALID_MS);
}

async function send(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort());
  try {
    // The session travels in its HttpOnly cookie; the header says the call comes from our app (the
    // server refuses cookie calls that change something without it).
    return await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        [SessionTransport.CLIENT_HEADER]: 'web',
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch {
    const text = controller.signal.aborted && !signal?.aborted ? '请求超时，请稍后重试' : '网络异常，请检查网络连接';
    if (!signal?.aborted) toastError(text);
    throw new ApiError('network', text);
  } finally {
    clearTimeout(timer);
  }
}

/** Unwraps an envelope: 0000 gives data; -100 resets the session; any other code is toasted and rejected. */
export function unwrap<T>(envelope: Envelope<T>, quiet = false): T {
  if (envelope.code === SUCCESS_CODE) return envelope.data;
  if (envelope.code === SESSION_INVALID_CODE) onSessionInvalid();
  const text = envelope.msg || 'Error';
  if (!quiet) toastError(text);
  throw new ApiError(envelope.code, text);
}

/** Calls the API and returns `data` of a 0000 answer. */
export async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  options: { quiet?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await send(method, url, body, options.signal);
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    const text = `服务器异常（${res.status}）`;
    if (!options.quiet) toastError(text);
    throw new ApiError(String(res.status), text);
  }
  return unwrap(envelope, options.quiet);
}

/** Options of one call: no toast on refusal, or a signal to abort it. */
export interface CallOptions {
  quiet?: boolean;
  signal?: AbortSignal;
}

/** The input of a call, left out when the route takes none. */
type CallArgs<R extends ApiRoute> =
  HasInput<R> extends true ? [input: RouteInput<R>, options?: CallOptions] : [input?: undefined, options?: CallOptions];

/**
 * Calls a route of the contract's table (e.g. `call(detailApi.detail, { id })`): the path comes
 * from the route, `:name` filled from the input; the rest of the input is the body (POST) or the
 * query (GET). The answer is typed by the route's response schema, so a wrong path, body or use of
 * the answer does not compile. Envelope, toast and -100 handling as `request`.
 */
export function call<R extends ApiRoute>(route: R, ...[input, options]: CallArgs<R>): Promise<RouteOutput<R>> {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown> | undefined) };
  const url = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (route.method === 'POST') return request<RouteOutput<R>>('POST', url, rest, options);
  const query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  return request<RouteOutput<R>>(route.method, withQuery(url, query), undefined, options);
}

/** Appends defined params as a query string. */
export function withQuery(url: string, params?: Record<string, string | number | undefined>): string {
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${url}?${s}` : url;
}

/** File name of a content-disposition header (RFC 5987 filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ? decodeURIComponent(plain[1]) : fallback;
}

/**
 * Export: POST the current filters, receive a file (or an error envelope), and download it under
 * the name the server gives in content-disposition.
 */
export async function download(url: string, body: unknown, fallbackName = 'export.xlsx'): Promise<void> {
  const res = await send('POST', url, body);
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    unwrap((await res.json()) as Envelope<unknown>);
    return;
  }
  if (!res.ok) {
    toastError('导出失败');
    throw new ApiError(String(res.status), '导出失败');
  }
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
