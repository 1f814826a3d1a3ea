export { AuditDecisionForm } from './AuditDecisionForm';
export { CertDecisionForm } from './CertDecisionForm';
export { PushPreviewDialog } from './PushPreviewDialog';
