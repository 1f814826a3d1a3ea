export { MailButtons } from './MailButtons';
export { type MailKind, SendMailDialog } from './SendMailDialog';
