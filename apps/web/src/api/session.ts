import type { UserInfo } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { isSignedIn } from '../app/token';
import { get, post } from './client';

/** Query key of the signed-in user's info. */
export const USER_INFO_KEY = ['userInfo'] as const;

/** The signed-in user's info, loaded once per session (01 §4). */
export function useUserInfo() {
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: () => get<UserInfo>('/api/user/info'),
    enabled: isSignedIn(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Signs in; returns the token and whether the password must be changed first. */
export const login = (account: string, pwd: string) =>
  post<{ authToken: string; mustChangePassword: boolean }>('/api/auth/login', { account, pwd });

/** Signs out on the server. */
export const logout = () => post<null>('/api/auth/logout');

/** Changes the caller's password. */
export const updatePassword = (oldPassword: string, newPassword: string) =>
  post<null>('/api/user/updatePassword', { oldPassword, newPassword });
