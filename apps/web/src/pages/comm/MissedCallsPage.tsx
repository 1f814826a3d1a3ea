import { CallListScreen } from '../../features/calls/CallListScreen';

/** Missed calls (/comm/missed, 01 §2): incoming calls that rang and were not connected. */
export default function MissedCallsPage() {
  return <CallListScreen missed />;
}
