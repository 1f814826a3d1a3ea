import { createContext, useContext } from 'react';
import type { OrderDetail } from './detail-api';

/** What every section of the detail needs: the order, the caller's rights, a refresh. */
export interface DetailContextValue {
  orderId: number;
  orderType: number;
  detail: OrderDetail;
  /** Assigned certifier while the order is editable (status 20, not expired). */
  canEdit: boolean;
  /** Role types held by the caller. */
  roles: number[];
  refresh: () => void;
}

export const DetailContext = createContext<DetailContextValue | null>(null);

/** The detail context (inside OrderDetailPage). */
export function useDetail(): DetailContextValue {
  const value = useContext(DetailContext);
  if (!value) throw new Error('useDetail outside the order detail');
  return value;
}
