import { CallListScreen } from '../../features/calls/CallListScreen';

/** Call records (/comm/call, 01 §2). */
export default function CallRecordsPage() {
  return <CallListScreen missed={false} />;
}
