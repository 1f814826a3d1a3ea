import path from 'node:path';
import { z } from 'zod';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

const s3Env = z.object({
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.amazonaws.com'),
  S3_BUCKET: z.string().min(1, 'S3_BUCKET is required with S3_ENDPOINT'),
  S3_ACCESS_KEY: z.string().min(1, 'S3_ACCESS_KEY is required with S3_ENDPOINT'),
  S3_SECRET_KEY: z.string().min(1, 'S3_SECRET_KEY is required with S3_ENDPOINT'),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

/**
 * The object store of this process: S3-compatible when S3_ENDPOINT is set (validated here, at
 * start-up, failing fast), else the embedded store in FILES_DIR (default `<dataDir>/files`).
 */
export function createStorage(env: NodeJS.ProcessEnv, dataDir: string, appSecret: string): ObjectStorage {
  if (!env.S3_ENDPOINT) return new LocalStorage(localFilesDirOf(env, dataDir), appSecret);
  const parsed = s3Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return new S3Storage(
    {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      accessKey: e.S3_ACCESS_KEY,
      secretKey: e.S3_SECRET_KEY,
      region: e.S3_REGION,
    },
    appSecret,
  );
}

/**
 * The directory of the embedded store. Several nodes may share it (a network file system), which
 * is why it is a setting of its own and not always inside each node's DATA_DIR.
 */
export function localFilesDirOf(env: NodeJS.ProcessEnv, dataDir: string): string {
  return env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataDir, 'files');
}
