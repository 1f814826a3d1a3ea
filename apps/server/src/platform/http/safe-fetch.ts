import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPrivateAddress } from './private-address.js';

/**
 * A fetch of a URL that someone outside gave us (a partner's evidence file), safe against SSRF:
 * http(s) only; the host is resolved by us and refused when any of its addresses is private,
 * loopback, link-local, unique-local or multicast (unless host:port is configured as trusted, the
 * partner's own file host); the connection goes to the address we checked (no second lookup that
 * a DNS rebinding could answer differently); redirects are followed by hand and each hop is
 * checked the same way; one deadline for the whole fetch; the body is cut off past the size limit.
 */

export interface SafeFetchOptions {
  /** Trusted `host:port` entries (lowercase), reached even on a private address. */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

/** What a fetch brought back. */
export interface Fetched {
  bytes: Buffer;
  /** The answer's Content-Type, without parameters, lowercase ('' when absent). */
  contentType: string;
  finalUrl: string;
}

/** A fetch that failed; the message is the Chinese reason shown to users. `permanent`: retrying cannot help. */
export class FetchFailed extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Parses `host:port,host:port` (IPv6 as [addr]:port) into the lowercase entries safeFetch compares. */
export function parseHostList(text: string): string[] {
  return text
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .map((e) => e.replace(/^\[([^\]]+)\]:/, '$1:'));
}

/** The address to connect to, after the SSRF check (the first one resolved). */
async function checkedAddress(url: URL, options: SafeFetchOptions, hop: number): Promise<{ address: string; family: number }> {
  const host = hostOf(url);
  const trusted = options.allowedHosts.includes(`${host}:${portOf(url)}`);
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.promises.lookup(host, { all: true });
    } catch {
      throw new FetchFailed(`无法解析合作方文件地址的域名：${host}`, false);
    }
  }
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  if (bad && !trusted) {
    const where = hop === 0 ? '文件地址指向' : '文件地址重定向到';
    const shown = host === bad.address ? host : `${host} → ${bad.address}`;
    throw new FetchFailed(`${where}内网或本机地址（${shown}），已拒绝`, true);
  }
  const first = addresses[0];
  if (!first) throw new FetchFailed(`无法解析合作方文件地址的域名：${host}`, false);
  return first;
}

type Answer = { status: number; location: string; contentType: string; bytes: Buffer };

/** One request to a checked address; the body is read only for a 2xx answer. */
function request(url: URL, pinned: { address: string; family: number }, options: SafeFetchOptions, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: { 'user-agent': 'Certdesk-evidence/1', accept: 'image/*,application/pdf' },
        // Connect to the address that was checked; Node asks with `all` when it races families.
        lookup: (_host, opts, cb) =>
          (opts as { all?: boolean }).all
            ? (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned])
            : cb(null, pinned.address, pinned.family),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const base = { status, location: String(res.headers.location ?? ''), contentType: contentTypeOf(res.headers['content-type']) };
        if (status < 200 || status >= 300) {
          res.resume();
          resolve({ ...base, bytes: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          reject(tooLarge(options));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(tooLarge(options));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ ...base, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const contentTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const tooLarge = (options: SafeFetchOptions) =>
  new FetchFailed(`文件超过大小上限（${Math.round((options.maxBytes / MB) * 10) / 10} MB）`, true);

/** Fetches a partner file under the rules above; throws FetchFailed with the reason. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<Fetched> {
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parseUrl(rawUrl);
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddress(url, options, hop);
      if (controller.signal.aborted) throw timedOut(options);
      let answer: Answer;
      try {
        answer = await request(url, pinned, options, controller.signal);
      } catch (err) {
        if (err instanceof FetchFailed) throw err;
        if (controller.signal.aborted) throw timedOut(options);
        const code = (err as { code?: string }).code ?? (err as Error).message;
        throw new FetchFailed(`连接合作方文件服务器失败（${code}）`, false);
      }
      if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
        if (hop >= maxRedirects) throw new FetchFailed(`文件地址重定向超过${maxRedirects}次，已停止`, true);
        url = parseUrl(new URL(answer.location, url).toString());
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new FetchFailed(
          `合作方文件服务器返回错误（HTTP ${answer.status}）`,
          answer.status >= 400 && answer.status < 500 && answer.status !== 404 && answer.status !== 429,
        );
      return { bytes: answer.bytes, contentType: answer.contentType, finalUrl: url.toString() };
    }
  } finally {
    clearTimeout(timer);
  }
}

const timedOut = (options: SafeFetchOptions) => new FetchFailed(`下载超时（超过${Math.round(options.timeoutMs / 1000)}秒）`, false);

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchFailed('文件地址格式错误', true);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailed('文件地址只支持 http 或 https', true);
  if (url.username || url.password) throw new FetchFailed('文件地址不能包含用户名或密码', true);
  return url;
}
