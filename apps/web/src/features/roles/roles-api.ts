import { rolesApi, type SaveRoleRequest } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Every role, for the role pickers. */
export function useRoleOptions() {
  return useQuery({ queryKey: ['roleOptions'], queryFn: () => call(rolesApi.options), staleTime: 30_000 });
}

/** Creates (no id) or edits a role (features/roles/RoleDialog); answers its id. */
export const saveRole = (body: SaveRoleRequest) => call(rolesApi.save, body);
