import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/**
 * True when the stored URL is one of the order's files: its datum package, the partner's evidence
 * (license, authorization letter, certificate files, and our fetched copies of them by storage key),
 * its call recordings, or its mail (attachments and images of mail sent from it).
 */
export async function isFileOfOrder(db: Db, orderId: number, storedUrl: string, key = ''): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from order_attachments where order_id = ${orderId} and url = ${storedUrl}
      union all
      select 1 from orders where id = ${orderId}
        and (license_url = ${storedUrl} or authorization_letter = ${storedUrl} or cert_file_url @> jsonb_build_array(${storedUrl}::text))
      union all
      select 1 from partner_files where order_id = ${orderId} and status = 'fetched' and storage_key = ${key} and ${key} <> ''
      union all
      select 1 from call_records where order_id = ${orderId} and record_key = ${storedUrl}
      union all
      select 1 from emails where order_id = ${orderId}
        and (attachment @> jsonb_build_array(jsonb_build_object('url', ${storedUrl}::text)) or strpos(content, ${storedUrl}) > 0)
    ) as found`);
  return foundIn(result);
}

/** True when a mail template (data dictionary) shows the image: every sender may use it. */
export async function isTemplateImage(db: Db, storedUrl: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from data_dic where strpos(value, ${storedUrl}) > 0) as found`);
  return foundIn(result);
}

// Both drivers answer execute() with { rows }; Drizzle's shared type does not say so.
const foundIn = (result: unknown) => (result as { rows: { found: boolean }[] }).rows[0]?.found === true;
