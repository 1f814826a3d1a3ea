import type { CreateUserRequest, Page, UserDetail, UserRow } from '@certdesk/contract';
import { del, get, post } from '../../api/client';

/** The one-time password of a created or reset account (D24). */
export interface InitialPassword {
  id: number;
  account: string;
  password: string;
}

export const fetchUsers = (params: Record<string, unknown>) => post<Page<UserRow>>('/api/manage/user/list', params);
export const createUser = (body: CreateUserRequest) => post<InitialPassword>('/api/manage/user/create', body);
export const resetUserPassword = (uid: number) => post<InitialPassword>('/api/manage/user/resetPassword', { uid });
export const lockUser = (uid: number, disabled: boolean) => post<{ disabled: boolean }>('/api/manage/user/lock', { uid, disabled });
/** Clears a sign-in lock-out of the user (every address and the account-wide brake). */
export const unlockLogin = (uid: number) => post<{ cleared: number }>('/api/manage/user/unlockLogin', { uid });
export const pauseDispatch = (uid: number, disabledDispatch: boolean) =>
  post<{ disabledDispatch: boolean }>('/api/manage/user/disableDispatch', { uid, disabledDispatch });
export const deleteUser = (id: number) => del<{ outcome: 'deleted' | 'deactivated' }>(`/api/manage/user/del/${id}`);
export const fetchUserDetail = (id: number) => get<UserDetail>(`/api/manage/user/${id}`);
export const updateUser = (uid: number, nickName: string, roles?: number[]) =>
  post<null>('/api/manage/user/update', { uid, nickName, roles });
export const saveSeat = (body: { uid: number; entId: string; agentId: string; password?: string; agentDn: string; seatNumber: string }) =>
  post<null>('/api/seatConfig/save', body);
export const saveEmail = (body: { uid: number; account: string; password?: string }) => post<null>('/api/manage/user/email/save', body);
