import type { Page, RoleRow, SaveRoleRequest } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { del, get, post } from '../../api/client';

/** A role of the pickers. */
export interface RoleOption {
  id: number;
  name: string;
  roleType: number;
}

/** Every role, for the role pickers. */
export function useRoleOptions() {
  return useQuery({ queryKey: ['roleOptions'], queryFn: () => get<RoleOption[]>('/api/role/options'), staleTime: 30_000 });
}

export const fetchRoles = (params: Record<string, unknown>) => post<Page<RoleRow>>('/api/role/list', params);
export const saveRole = (body: SaveRoleRequest & { id?: number }) => post<number>('/api/role/save', body);
export const deleteRole = (id: number) => del<null>(`/api/role/delete/${id}`);
