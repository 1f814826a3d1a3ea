import type { InterfaceLogRow, OutboxHealth, Page } from '@certdesk/contract';
import { get, post } from '../../api/client';

export const fetchInterfaceLogs = (params: Record<string, unknown>) => post<Page<InterfaceLogRow>>('/api/log/interface/list', params);
export const fetchInterfaceLog = (id: number) => get<InterfaceLogRow>(`/api/log/interface/${id}`);
export const fetchOutboxHealth = () => get<OutboxHealth>('/api/log/interface/health');
export const repushLog = (id: number) => post<null>('/api/log/interface/repush', { id });
