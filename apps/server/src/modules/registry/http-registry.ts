import { type CompanyRecord, companyRecordSchema } from '@certdesk/contract';
import { z } from 'zod';
import { type LookupRequest, RegistryNotFoundError, type RegistryProvider } from './registry-provider.js';

/** The commercial API wraps the record: `{ Status: "200", Message, Result }`; "201" means no such company. */
const answerSchema = z.object({
  Status: z.union([z.string(), z.number()]).transform(String),
  Message: z.string().optional(),
  Result: z.unknown().optional(),
});

/**
 * Client of a commercial registry API (D10). POST REGISTRY_URL with a JSON body
 * `{ keyword, creditCode, orgType }` and `Authorization: Bearer REGISTRY_KEY`; the answer carries
 * the company record of 02 §3 in `Result`. Transport failures, 5xx, 429 and malformed answers
 * throw (the job retries); Status "201" (not found) throws RegistryNotFoundError (no retry).
 */
export class HttpRegistry implements RegistryProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async lookup(request: LookupRequest): Promise<CompanyRecord> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
      body: JSON.stringify({ keyword: request.companyName, creditCode: request.socialCredit, orgType: request.orgType }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`查档接口返回 HTTP ${res.status}`);
    const answer = answerSchema.safeParse(await res.json().catch(() => null));
    if (!answer.success) throw new Error('查档接口返回格式错误');
    if (answer.data.Status === '201') throw new RegistryNotFoundError(answer.data.Message || '未查询到该企业');
    if (answer.data.Status !== '200') throw new Error(`查档接口错误：${answer.data.Message ?? answer.data.Status}`);
    const record = companyRecordSchema.safeParse(answer.data.Result);
    if (!record.success) throw new Error('查档接口返回的企业信息不完整');
    return record.data;
  }
}
