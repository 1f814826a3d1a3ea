import type { PartnerFile } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';

/** The registry card (queryCompanyInfo). */
export type CompanyCard = Record<string, string> & {
  annualReports: { year: string; publishDate: string }[];
  changes: { projectName: string; beforeContent: string; afterContent: string; changeDate: string }[];
  exceptions: { addReason: string; addDate: string; decisionOffice: string; removeReason: string; removeDate: string }[];
  orgType: number;
  edited: boolean;
};

/** GET /api/order/detail/{id}. */
export interface OrderDetail {
  hasFourValidate: boolean;
  orderInfoVo: Record<string, string> & {
    orderId: number;
    orderType: number;
    orderStatus: number;
    queryStatus: number;
    orgType: number;
    workDay: number;
    expired: boolean;
    expiredAt: number;
    labels: { name: string; color: string }[];
  };
  orderIncomeInfoVo: Record<string, string> & {
    certFileUrl: string[];
    mobileBook: string[];
    certificationType: number;
    /** The partner's files as we hold them (fetched copies, or status and reason). */
    partnerFiles: PartnerFile[];
  };
  queryCompanyInfo: CompanyCard | null;
  educationalInfo: Record<string, string> | null;
  majorInfo: Record<string, string> | null;
  honorInfo: Record<string, string> | null;
  reportVerificationCode: string;
  permission: { canEdit: boolean; reason: string | null };
}

/** Query key of an order's detail pieces. */
export const detailKey = (orderId: number, part: string) => ['orderDetail', orderId, part] as const;

/** The detail load. */
export function useOrderDetail(orderId: number) {
  return useQuery({ queryKey: detailKey(orderId, 'main'), queryFn: () => get<OrderDetail>(`/api/order/detail/${orderId}`), retry: false });
}

/** Any GET of the detail by order id. */
export function useDetailPart<T>(orderId: number, part: string, url: string, enabled = true) {
  return useQuery({ queryKey: detailKey(orderId, part), queryFn: () => get<T>(url), enabled, retry: false });
}
