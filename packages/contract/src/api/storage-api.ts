import { z } from 'zod';
import { defineRoute } from './route.js';

/** What an upload is for: decides the key prefix, the size limit and the allowed types (D15; the limits are the server's). */
export const UPLOAD_PURPOSES = ['datum', 'image', 'avatar', 'record', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** GET /api/api/oss/generateSign: the purpose, and the content type to pin the policy to. */
export const uploadSignQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: '上传用途无效' }).default('datum'),
  contentType: z.string().max(100).optional(),
});

/** An upload policy (OSS field names), plus S3 form fields when the store is S3. */
export const uploadSignatureSchema = z.object({
  accessid: z.string(),
  policy: z.string(),
  signature: z.string(),
  dir: z.string(),
  host: z.string(),
  /** Unix seconds when the policy ends. */
  expire: z.number(),
  /** Form fields to post as they are (S3 SigV4); absent for the embedded store (use the OSS fields). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

/** The upload policy call; the upload itself goes to the storage host (platform/storage, ui/upload). */
export const storageApi = {
  uploadPolicy: defineRoute({
    method: 'GET',
    path: '/api/api/oss/generateSign',
    querystring: uploadSignQuerySchema,
    response: uploadSignatureSchema,
  }),
};
