import { DOSSIER_SOURCE_LABELS, type DossierFile, type DossierManifest, type DossierSourceValue } from '@certdesk/contract';
import { formatShanghai, neutralize } from '../../platform/export/xlsx.js';
import type { EvidenceRow } from './dossier.repo.js';

/** Attachment type of mail attachments in the datum package. */
const MAIL_ATTACHMENT_TYPE = 50;

/** Where a stored file came from: a mail capture stores under mail/ (reply-processor.ts). */
export function sourceOf(row: EvidenceRow, key: string | null): DossierSourceValue {
  if (row.kind === 'recording') return 'recording';
  if (row.kind === 'partner') return 'partner';
  return key?.startsWith('mail/') || row.attachType === MAIL_ATTACHMENT_TYPE ? 'mail' : 'datum';
}

/** Folder of each source inside the zip. */
const FOLDERS: Record<DossierSourceValue, string> = { datum: 'datum', mail: 'mail', recording: 'recordings', partner: 'partner' };

/**
 * The path of a file inside the zip: `<folder>/<nnn>_<original name>`. The number keeps two files
 * of the same name apart and the listing in order; the name loses what a file system refuses
 * (path separators, reserved characters, control characters) and is cut to 80 characters.
 */
export function zipPath(source: DossierSourceValue, index: number, originalName: string, fallbackExt: string): string {
  let name = originalName
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '')
    .trim();
  if (!name) name = `file.${fallbackExt}`;
  if ([...name].length > 80) {
    const ext = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
    name = [...name].slice(0, 80 - ext.length).join('') + ext;
  }
  return `${FOLDERS[source]}/${String(index).padStart(3, '0')}_${name}`;
}

/** Who added a file, as the manifest shows it. */
export function addedByOf(row: EvidenceRow, source: DossierSourceValue): string {
  if (row.addedBy) return row.addedBy;
  return source === 'mail' ? '系统（邮件回复）' : source === 'recording' ? '系统（交换机）' : '系统（合作方来单）';
}

/** manifest.json: the order and every file, pretty-printed (people read it too). */
export function manifestJson(manifest: DossierManifest): Buffer {
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}

const CSV_HEADER = ['压缩包内文件', '原文件名', '来源', '添加人', '添加时间', '大小(字节)', 'SHA-256', 'MD5', '来源地址', '备注'];

/** One CSV field: quoted, quotes doubled, and never read by a spreadsheet as a formula. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralize(value);
  return `"${text.replaceAll('"', '""')}"`;
}

function remarkOf(f: DossierFile): string {
  if (f.missing) return '文件缺失，未能读取';
  if (f.sha256Mismatch) return '与入库时记录的SHA-256不一致';
  return '';
}

/**
 * manifest.csv: the same files for Excel. A UTF-8 byte order mark makes Excel read the Chinese
 * as UTF-8 (without it Excel on Windows assumes the local code page); lines end in CRLF (RFC 4180).
 */
export function manifestCsv(files: DossierFile[]): Buffer {
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const f of files) {
    lines.push(
      [
        f.path,
        f.originalName,
        DOSSIER_SOURCE_LABELS[f.source],
        f.addedBy,
        formatShanghai(new Date(f.addedAt)),
        f.size,
        f.sha256,
        f.md5,
        f.sourceUrl,
        remarkOf(f),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
