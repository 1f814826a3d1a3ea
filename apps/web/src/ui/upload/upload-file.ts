import { fileSuffix, storageApi, type UploadPurpose } from '@certdesk/contract';
import { call } from '../../api/client';
import { toastError } from '../../app/feedback';
import { compressImage } from './compress';
import { md5OfBlob } from './md5';

/** What an upload is for; the server's policy limits each (D15). */
export type { UploadPurpose };

/** A stored file: its URL (unsigned; the server signs it when it is read back), name and MD5. */
export interface UploadedFile {
  url: string;
  name: string;
  md5: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/svg+xml': 'svg' };

/** A random file name of 10 characters (02 §9). */
export function randomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Uploads a file to the object store: asks for a POST policy, compresses images over 1 MB,
 * names the file with 10 random characters, posts the form to the storage host.
 */
export async function uploadFile(file: Blob & { name?: string }, purpose: UploadPurpose = 'datum'): Promise<UploadedFile> {
  const body = await compressImage(file);
  const suffix = body !== file ? 'jpg' : fileSuffix(file.name ?? '') || SUFFIX_OF_TYPE[body.type] || 'bin';
  const contentType = body.type || 'application/octet-stream';
  const sig = await call(storageApi.uploadPolicy, { purpose, contentType });
  const key = `${sig.dir}${randomName()}.${suffix}`;
  const form = new FormData();
  form.append('key', key);
  if (sig.fields) {
    for (const [name, value] of Object.entries(sig.fields)) form.append(name, value);
    form.append('Content-Type', contentType);
  } else {
    form.append('OSSAccessKeyId', sig.accessid);
    form.append('policy', sig.policy);
    form.append('signature', sig.signature);
  }
  form.append('success_action_status', '200');
  form.append('file', body, key.slice(key.lastIndexOf('/') + 1));
  let res: Response;
  try {
    res = await fetch(sig.host, { method: 'POST', body: form });
  } catch {
    toastError('上传失败，请检查网络后重试');
    throw new Error('upload failed');
  }
  if (!res.ok) {
    const reason = await res
      .json()
      .then((j: { msg?: string }) => j.msg)
      .catch(() => undefined);
    toastError(reason ?? `上传失败（${res.status}）`);
    throw new Error(reason ?? 'upload failed');
  }
  const md5 = await md5OfBlob(body);
  return { url: `${sig.host}/${key}`, name: file.name || key.slice(key.lastIndexOf('/') + 1), md5 };
}
