import { RecordListPage } from '../../features/registry/RecordListPage';

/** Registry lookup history (/record/history, D10): finished lookups. */
export default function HistoryPage() {
  return <RecordListPage kind="history" />;
}
