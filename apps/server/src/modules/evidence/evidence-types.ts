/**
 * The file types we keep as partner evidence: pictures and PDF. A file is accepted only when the
 * answer's Content-Type AND its first bytes say the same allowed type: a header alone is the
 * sender's word, and an HTML page or a script served as image/png must not become "evidence".
 */
export const EVIDENCE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;

export type EvidenceType = keyof typeof EVIDENCE_TYPES;

const ALIASES: Record<string, EvidenceType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The allowed type the bytes are, by their magic number, or null. */
export function sniffType(bytes: Buffer): EvidenceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** The declared type, normalised, when it is one we keep; else null. */
export function declaredType(contentType: string): EvidenceType | null {
  const t = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (t in EVIDENCE_TYPES) return t as EvidenceType;
  return ALIASES[t] ?? null;
}

/** Checks header and bytes; answers the type, or the Chinese reason for refusing. */
export function checkEvidenceType(contentType: string, bytes: Buffer): { type: EvidenceType } | { refusal: string } {
  const declared = declaredType(contentType);
  if (!declared) return { refusal: `文件类型不允许（${contentType || '未声明类型'}），只接受 JPEG、PNG、GIF、WebP 图片或 PDF` };
  const actual = sniffType(bytes);
  if (actual !== declared) return { refusal: `文件内容与声明的类型（${declared}）不符，已拒绝` };
  return { type: declared };
}
