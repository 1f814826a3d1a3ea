import { z } from 'zod';

/** POST /api/order/dossier: the evidence dossier (zip) of one order. */
export const dossierRequestSchema = z.object({
  orderId: z.coerce.number({ error: '订单号无效' }).int('订单号无效').positive('订单号无效'),
});

/** Where a file of the dossier comes from. */
export const DossierSource = {
  DATUM: 'datum',
  MAIL: 'mail',
  RECORDING: 'recording',
  /** A file the partner sent by URL, fetched and kept by us (modules/evidence). */
  PARTNER: 'partner',
} as const;
/** One of DossierSource. */
export type DossierSourceValue = (typeof DossierSource)[keyof typeof DossierSource];

/** Chinese names of the sources (the manifest's CSV and the summary). */
export const DOSSIER_SOURCE_LABELS: Record<DossierSourceValue, string> = {
  datum: '资料包',
  mail: '邮件附件',
  recording: '通话录音',
  partner: '合作方文件',
};

/** One file of the dossier as manifest.json lists it. */
export const dossierFileSchema = z.object({
  /** Path inside the zip ('' when the file could not be read: missing is then true). */
  path: z.string(),
  originalName: z.string(),
  source: z.enum([DossierSource.DATUM, DossierSource.MAIL, DossierSource.RECORDING, DossierSource.PARTNER]),
  /** The attachment, call record or partner file id it comes from. */
  rowId: z.number().int(),
  /** Where a partner file was fetched from ('' for the other sources). */
  sourceUrl: z.string().default(''),
  addedBy: z.string(),
  /** ISO 8601 instant. */
  addedAt: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  md5: z.string(),
  /** The file could not be read from the store (it is listed, not included). */
  missing: z.boolean(),
  /** The bytes' SHA-256 differs from the one recorded when the file was stored. */
  sha256Mismatch: z.boolean(),
});
/** One file of a dossier manifest. */
export type DossierFile = z.infer<typeof dossierFileSchema>;

/** manifest.json of a dossier. */
export const dossierManifestSchema = z.object({
  orderId: z.number().int(),
  openOrderId: z.string(),
  companyName: z.string(),
  generatedAt: z.string(),
  generatedBy: z.string(),
  files: z.array(dossierFileSchema),
});
/** A dossier manifest. */
export type DossierManifest = z.infer<typeof dossierManifestSchema>;
