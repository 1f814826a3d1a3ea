/**
 * Finds a malformed MIME part in a raw mail (capture status 30): a multipart without a boundary
 * or without its closing delimiter, an unknown transfer encoding, or base64 that is not base64.
 * mailparser decodes such parts leniently into garbage, so attachments would be stored corrupt;
 * this check runs first and the mail is kept without turning its attachments into datum files.
 */
export function findMalformedPart(raw: string, depth = 0): string | null {
  if (depth > 10) return '邮件结构嵌套过深';
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^\s*multipart\//i.test(type)) {
    const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    const b = boundary?.[1] ?? boundary?.[2];
    if (!b) return 'multipart 缺少 boundary';
    const lines = body.split(/\r?\n/);
    const parts: string[][] = [];
    let current: string[] | null = null;
    let closed = false;
    for (const line of lines) {
      const trimmed = line.trimEnd();
      if (trimmed === `--${b}--`) {
        if (current) parts.push(current);
        closed = true;
        break;
      }
      if (trimmed === `--${b}`) {
        if (current) parts.push(current);
        current = [];
      } else current?.push(line);
    }
    if (!closed) return 'multipart 缺少结束分隔符';
    for (const p of parts) {
      const bad = findMalformedPart(p.join('\r\n'), depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  if (!['7bit', '8bit', 'binary', 'base64', 'quoted-printable'].includes(encoding)) return `未知的传输编码 ${encoding}`;
  if (encoding === 'base64') {
    const compact = body.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) return 'base64 内容损坏';
  }
  return null;
}

/** Header names (lower case) and unfolded values. */
function parseHeaders(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}
