import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { get } from '../../api/client';

/** People picker of certifiers (role type 200): the caller/agent filter and the simulated call's seat. */
export function SeatUserSelect(props: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  testId?: string;
  placeholder?: string;
}) {
  const { testId, placeholder, ...rest } = props;
  const users = useQuery({
    queryKey: ['options', 'userByRoleType', 200],
    queryFn: () => get<{ key: number; name: string }[]>('/api/options/userByRoleType', { roleType: 200 }),
  });
  return (
    <Select
      {...rest}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder ?? '请选择通话人'}
      data-testid={testId}
      options={(users.data ?? []).map((u) => ({ value: u.key, label: u.name }))}
    />
  );
}
