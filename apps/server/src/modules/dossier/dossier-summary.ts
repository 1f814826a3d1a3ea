import { CERT_RESULT_LABELS, DOSSIER_SOURCE_LABELS, type DossierFile, ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from '@certdesk/contract';
import { formatShanghai } from '../../platform/export/xlsx.js';
import type { DetailOrder } from '../detail/detail-access.js';
import type { findOrderRecord } from './dossier.repo.js';

/** What the printable summary shows. */
export interface SummaryInput {
  order: DetailOrder;
  handlers: { certifier: string; auditor: string };
  record: Awaited<ReturnType<typeof findOrderRecord>>;
  files: DossierFile[];
  generatedBy: string;
  generatedAt: Date;
}

/** Text made safe inside HTML (the order's fields come from the partner and from users). */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const e = escapeHtml;
const when = (d: Date | null | undefined) => (d ? e(formatShanghai(d)) : '—');

function table(headers: string[], rows: (string | number | null | undefined)[][], empty: string): string {
  if (rows.length === 0) return `<p class="empty">${e(empty)}</p>`;
  const head = headers.map((h) => `<th>${e(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c ?? ''}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** Self-contained: no script, no external style or font, so it opens and prints anywhere, offline. */
const STYLE = `
  body { font-family: "Microsoft YaHei", "PingFang SC", "WenQuanYi Micro Hei", sans-serif; color: #222; margin: 24px; font-size: 13px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  h2 { font-size: 15px; margin: 20px 0 8px; padding-left: 6px; border-left: 4px solid #1677ff; }
  .meta { color: #666; margin-bottom: 12px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #ccc; padding: 4px 6px; text-align: left; vertical-align: top; word-break: break-all; }
  th { background: #f3f5f8; font-weight: 600; }
  dl { display: grid; grid-template-columns: 8em 1fr 8em 1fr; gap: 4px 12px; margin: 0; }
  dt { color: #666; } dd { margin: 0; }
  .mono { font-family: Consolas, "DejaVu Sans Mono", monospace; font-size: 11px; }
  .empty { color: #999; }
  .warn { color: #c00; }
  @page { size: A4; margin: 15mm; }
  @media print {
    body { margin: 0; font-size: 11px; }
    h2 { break-after: avoid; }
    tr { break-inside: avoid; }
    thead { display: table-header-group; }
  }`;

/** summary.html: the order, its handlers, its decisions, its files and its operation log, in Chinese. */
export function summaryHtml(input: SummaryInput): Buffer {
  const { order, handlers, record, files } = input;
  const field = (label: string, value: string) => `<dt>${e(label)}</dt><dd>${value}</dd>`;
  const info = [
    field('工单号', e(order.id)),
    field('订单号', e(order.openOrderId)),
    field('企业名称', e(order.companyName)),
    field('统一社会信用代码', e(order.socialCredit)),
    field('订单类型', e(ORDER_TYPE_LABELS[order.orderType] ?? order.orderType)),
    field('订单状态', e(ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus)),
    field('申请人', e(order.applyUser)),
    field('申请人手机', e(order.applyMobile)),
    field('进件时间', when(order.incomingDate)),
    field('截止时间', when(order.expiredDate)),
    field('认证完成时间', when(order.completedCerDate)),
    field('审核完成时间', when(order.completedAuditDate)),
    field('认证员', e(handlers.certifier || '—')),
    field('审核员', e(handlers.auditor || '—')),
    field(
      '认证结果',
      e(order.certificationResult === null ? '—' : (CERT_RESULT_LABELS[order.certificationResult] ?? order.certificationResult)),
    ),
    field('备注', e(order.mark || '—')),
  ].join('');
  const conclusion = [order.typeName, order.childTypeName, order.reason, order.rejectMsg].filter(Boolean).join(' / ');
  const decisions = record.decisions.map((d) => [
    e(d.kind === 'audit' ? '审核' : '认证'),
    e(d.result === 10 ? (d.kind === 'audit' ? '审核通过' : '认证成功') : d.kind === 'audit' ? '审核不通过' : '认证失败'),
    e([d.typeName, d.childTypeName].filter(Boolean).join(' / ')),
    e(d.reason),
    e(d.uname),
    when(d.createdAt),
  ]);
  const subtotals = record.subtotals.map((s) => [when(s.createdAt), e(s.uname), e(s.content)]);
  const fileRows = files.map((f) => [
    e(f.path || f.originalName),
    e(DOSSIER_SOURCE_LABELS[f.source]),
    e(f.addedBy),
    when(new Date(f.addedAt)),
    e(f.size),
    f.missing
      ? '<span class="warn">文件缺失</span>'
      : `<span class="mono">${e(f.sha256)}</span>${f.sha256Mismatch ? '<br><span class="warn">与入库记录不一致</span>' : ''}`,
  ]);
  const logs = record.logs.map((l) => [when(l.createdAt), e(l.uname), e(l.operateType), e(l.doc)]);
  const html = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>订单证据包摘要 ${e(order.openOrderId)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>订单证据包摘要</h1>
<div class="meta">工单号 ${e(order.id)} · 订单号 ${e(order.openOrderId)} · 由 ${e(input.generatedBy)} 于 ${when(input.generatedAt)} 生成</div>
<h2>订单信息</h2>
<dl>${info}</dl>
<h2>认证与审核结论</h2>
<p>${e(conclusion || '暂无结论')}</p>
${table(['环节', '结果', '原因分类', '原因', '操作人', '时间'], decisions, '暂无认证或审核记录')}
<h2>认证小计</h2>
${table(['时间', '认证员', '内容'], subtotals, '暂无认证小计')}
<h2>证据文件（${files.length}个）</h2>
${table(['文件', '来源', '添加人', '添加时间', '大小(字节)', 'SHA-256'], fileRows, '暂无证据文件')}
<h2>操作日志</h2>
${table(['时间', '操作人', '操作', '内容'], logs, '暂无操作日志')}
</body>
</html>
`;
  return Buffer.from(html, 'utf8');
}
