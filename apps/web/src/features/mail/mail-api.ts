import type { EmailRow, MailTemplate, Page, SendEmailRequest } from '@certdesk/contract';
import { get, post } from '../../api/client';

/** Query key prefix of the mail feature. */
export const MAIL_KEY = 'mail';

export const fetchMailTemplate = (orderId: number) => get<MailTemplate>(`/api/email/template/order/${orderId}`);
export const sendEmail = (body: SendEmailRequest) => post<{ seqNo: string; messageId: string }>('/api/email/sendEmail', body);
export const fetchMailHistory = (params: Record<string, unknown>) => post<Page<EmailRow>>('/api/email/history', params);

/** Capture status of the caller's mailbox (every mailbox for roles 0 and 100). */
export interface MailboxState {
  account: string;
  status: string;
  statusMsg: string;
  checkedAt: string | null;
}
export const fetchMailboxStatus = () => get<MailboxState[]>('/api/email/mailboxStatus');
