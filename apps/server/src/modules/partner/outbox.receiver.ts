import { PARTNER_HEADERS } from '@certdesk/contract';
import { signatureProblem, signedHeaders } from './outbox.signing.js';

/**
 * The partner's side of a push, as the simulated partner plays it (demo receiver and tests):
 * checks our signature and nonce, deduplicates by eventId, and answers a signed acknowledgement
 * `{ code: "0000", data: { eventId, duplicate } }`.
 */
export class SimulatedPartnerReceiver {
  /** Events accepted once each, in order of arrival. */
  readonly accepted: Record<string, unknown>[] = [];
  /** Every delivery received, duplicates included. */
  deliveries = 0;
  private readonly seenEvents = new Set<string>();
  private readonly seenNonces = new Set<string>();

  constructor(
    readonly partnerId: string,
    private readonly secret: string,
  ) {}

  /** Answers one delivery: HTTP status, headers and the raw body. */
  answer(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { status: number; headers: Record<string, string>; body: string } {
    const h = Object.fromEntries(Object.values(PARTNER_HEADERS).map((k) => [k, String(headers[k] ?? '') || undefined]));
    const problem = h[PARTNER_HEADERS.partnerId] !== this.partnerId ? '合作方标识错误' : signatureProblem(this.secret, h, rawBody);
    const nonce = h[PARTNER_HEADERS.nonce] ?? '';
    if (problem || this.seenNonces.has(nonce)) return this.reply(401, { code: '1004', msg: problem ?? '重复请求', data: null });
    this.seenNonces.add(nonce);
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return this.reply(400, { code: '1001', msg: '请求内容无法解析', data: null });
    }
    const eventId = String(event.eventId ?? '');
    if (!eventId) return this.reply(400, { code: '1001', msg: '缺少eventId', data: null });
    this.deliveries += 1;
    const duplicate = this.seenEvents.has(eventId);
    if (!duplicate) {
      this.seenEvents.add(eventId);
      this.accepted.push(event);
    }
    // The simulated partner answers a warning (interface type 50) with a reply, as a real one may.
    const reply = event.interfaceType === 50 ? { reply: '已收到预警，我方将尽快核实处理' } : {};
    return this.reply(200, { code: '0000', msg: '成功', data: { eventId, duplicate, ...reply } });
  }

  /** A signed answer. */
  reply(status: number, body: unknown) {
    const raw = JSON.stringify(body);
    return { status, headers: { 'content-type': 'application/json', ...signedHeaders(this.partnerId, this.secret, raw) }, body: raw };
  }
}
