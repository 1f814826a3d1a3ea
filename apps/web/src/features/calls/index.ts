// Call records (01 §2, 02 §3, §5): import from here.
export { BindCallDialog } from './BindCallDialog';
export { callColumns, formatSeconds } from './call-columns';
export { CALLS_KEY } from './calls-api';
export { OrderCallTable } from './OrderCallTable';
export { RecordingPlayer } from './RecordingPlayer';
export { UploadCallDialog } from './UploadCallDialog';
