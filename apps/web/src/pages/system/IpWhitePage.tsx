import { DANGER_LEVEL_LABELS, type IpWhiteRow, ipWhitelistApi } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Switch, Tag } from 'antd';
import { call } from '../../api/client';
import { useIsAdmin } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { IpWhiteDialog } from '../../features/ip-whitelist/IpWhiteDialog';
import { ListPage } from '../../ui/list-page';
import { AddButton } from '../../ui/row-actions/AddButton';
import { actionsColumn, EditDeleteActions } from '../../ui/row-actions/EditDeleteActions';
import { useRowEditor } from '../../ui/row-actions/use-row-editor';

const DANGER_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'green' };

/** IP whitelist (/system/ip, D18). */
export default function IpWhitePage() {
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['ipWhite'] });
  const editor = useRowEditor<IpWhiteRow>(reload);
  const toggle = async (row: IpWhiteRow, on: boolean) => {
    try {
      // A save rewrites the whole entry (address, label and level are required): the row goes back with its new state.
      await call(ipWhitelistApi.save, { ...row, disabled: !on });
      toastSuccess(on ? '已启用' : '已禁用');
      reload();
    } catch {
      // The API client has shown the message.
    }
  };
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ margin: '12px 12px 0' }}
        message="存在启用的白名单条目时，只有白名单内的地址可以登录和访问系统；没有启用的条目时不限制。保存时会检查您当前的地址仍可访问。"
      />
      <ListPage<IpWhiteRow>
        queryKey="ipWhite"
        route={ipWhitelistApi.list}
        filters={[
          { name: 'ip', label: 'IP地址', type: 'input' },
          { name: 'identify', label: '标识', type: 'input' },
          {
            name: 'disabled',
            label: '状态',
            type: 'select',
            options: [
              { value: 'false', label: '启用' },
              { value: 'true', label: '禁用' },
            ],
          },
        ]}
        toolbar={() => admin && <AddButton testId="ip-add" onClick={editor.add} />}
        columns={[
          { title: 'IP地址', dataIndex: 'ip' },
          { title: '标识', dataIndex: 'identify' },
          {
            title: '危险等级',
            dataIndex: 'dangerLevel',
            render: (v: number) => <Tag color={DANGER_COLORS[v]}>{DANGER_LEVEL_LABELS[v]}</Tag>,
          },
          {
            title: '启用',
            dataIndex: 'disabled',
            render: (v: boolean, r) => (
              <Switch checked={!v} disabled={!admin} data-testid={`ip-toggle-${r.id}`} onChange={(on) => toggle(r, on)} />
            ),
          },
          { title: '创建时间', dataIndex: 'createAt' },
          { title: '更新时间', dataIndex: 'updateAt' },
          ...(admin
            ? [
                actionsColumn<IpWhiteRow>((r) => (
                  <EditDeleteActions
                    onEdit={() => editor.edit(r)}
                    onDelete={() => call(ipWhitelistApi.delete, { id: r.id })}
                    onDeleted={reload}
                    confirmTitle="确认删除？"
                  />
                )),
              ]
            : []),
        ]}
      />
      <IpWhiteDialog open={editor.open} row={editor.row} onClose={editor.close} onSaved={editor.saved} />
    </>
  );
}
