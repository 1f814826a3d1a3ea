import { callsApi } from '@certdesk/contract';
import { call } from '../../api/client';

/** Query key prefix of the call lists (invalidated after bind, delete, upload). */
export const CALLS_KEY = 'calls';

/** The two call lists, for ListPage (which hands over its filters, sort and page as the request). */
export const fetchCallRecords = (params: Record<string, unknown>) => call(callsApi.records, params);
export const fetchMissedCalls = (params: Record<string, unknown>) => call(callsApi.missed, params);
