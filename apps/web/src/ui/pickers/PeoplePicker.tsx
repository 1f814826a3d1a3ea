import { optionsApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { call } from '../../api/client';

/** Active users of a role type for the people picker (200 certifiers, 300 auditors). */
export function usePeople(roleType: number) {
  return useQuery({
    queryKey: ['options', 'userByRoleType', roleType],
    queryFn: () => call(optionsApi.userByRoleType, { roleType }),
    staleTime: 60_000,
  });
}

/** People picker (01 §2): a searchable select of the users holding a role type. */
export function PeoplePicker({
  roleType,
  value,
  onChange,
  placeholder,
  testId,
}: {
  roleType: 200 | 300;
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  testId?: string;
}) {
  const { data, isLoading } = usePeople(roleType);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={isLoading}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      placeholder={placeholder ?? (roleType === 200 ? '请选择认证专员' : '请选择审核专员')}
      options={(data ?? []).map((p) => ({ value: Number(p.key), label: p.name }))}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
