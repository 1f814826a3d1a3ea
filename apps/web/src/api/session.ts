import { accountApi, authApi, isAdmin } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { isSignedIn } from '../app/token';
import { call } from './client';

/** Query key of the signed-in user's info. */
export const USER_INFO_KEY = ['userInfo'] as const;

/** The signed-in user's info, loaded once per session (01 §4). */
export function useUserInfo() {
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: () => call(accountApi.info),
    enabled: isSignedIn(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Whether the signed-in user is an administrator (role 0 or 100); false until the info is in. */
export function useIsAdmin() {
  const { data } = useUserInfo();
  return isAdmin(data?.roles ?? []);
}

/** Signs in; returns the token and whether the password must be changed first. */
export const login = (account: string, pwd: string) => call(authApi.login, { account, pwd });

/** Signs out on the server. */
export const logout = () => call(authApi.logout);

/** Changes the caller's password. */
export const updatePassword = (oldPassword: string, newPassword: string) => call(accountApi.updatePassword, { oldPassword, newPassword });
