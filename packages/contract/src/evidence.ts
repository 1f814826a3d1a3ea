import { z } from 'zod';

/** Partner evidence kept by us (issue 19 item 3): the files a partner sent by URL, fetched and stored. */

/** Status of a partner file: 'pending' (being fetched, maybe retrying), 'fetched', 'failed'. */
export const PARTNER_FILE_STATUSES = ['pending', 'fetched', 'failed'] as const;
/** A partner file's status. */
export type PartnerFileStatus = (typeof PARTNER_FILE_STATUSES)[number];

/** Chinese labels of the statuses, shown beside a file that is not (yet) ours. */
export const PARTNER_FILE_STATUS_LABELS: Record<PartnerFileStatus, string> = {
  pending: '获取中',
  fetched: '已保存',
  failed: '获取失败',
};

/** Chinese labels of the partner fields that name files. */
export const PARTNER_FILE_FIELD_LABELS: Record<string, string> = {
  licenseUrl: '营业执照',
  authorizationLetter: '授权书',
  certFileUrl: '证书文件',
};

/** One partner file as the order detail shows it: our copy's signed link once fetched, else its status and reason. */
export const partnerFileSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  sourceUrl: z.string(),
  status: z.enum(PARTNER_FILE_STATUSES),
  /** Signed link to our copy ('' until fetched). */
  url: z.string(),
  sha256: z.string(),
  size: z.number().nullable(),
  contentType: z.string(),
  /** When our copy was taken (epoch ms), null until then. */
  fetchedAt: z.number().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed ('' when none did). */
  error: z.string(),
});
/** A partner file of the detail answer. */
export type PartnerFile = z.infer<typeof partnerFileSchema>;

/** POST /api/order/partnerFile/retry: fetch a failed (or stuck) partner file again. */
export const partnerFileRetrySchema = z.object({
  id: z.coerce.number({ error: '文件编号必须是数字' }).int().positive('文件编号必须是数字').max(2_147_483_647, '文件编号必须是数字'),
});
