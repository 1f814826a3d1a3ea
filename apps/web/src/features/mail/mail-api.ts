import { mailApi } from '@certdesk/contract';
import { call } from '../../api/client';

/** Query key prefix of the mail feature. */
export const MAIL_KEY = 'mail';

/** Capture status of the caller's mailbox (every mailbox for roles 0 and 100). */
export const fetchMailboxStatus = () => call(mailApi.mailboxStatus);
