import { interfaceLogApi } from '@certdesk/contract';
import { call } from '../../api/client';

export const fetchInterfaceLog = (id: number) => call(interfaceLogApi.row, { id });
export const fetchOutboxHealth = () => call(interfaceLogApi.health);
export const repushLog = (id: number) => call(interfaceLogApi.repush, { id });
