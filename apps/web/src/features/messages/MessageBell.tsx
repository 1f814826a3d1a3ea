import { BellOutlined } from '@ant-design/icons';
import { type MsgComingData, RealtimeEvent, type UserInfo } from '@certdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Popover, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { realtime } from '../../app/realtime';
import { callPopupShown } from '../softphone';
import { MessageGroupList } from './MessageGroupList';
import { fetchUnreadCount, fetchUnreadGroups, MESSAGES_KEY, UNREAD_COUNT_KEY, UNREAD_GROUPS_KEY } from './messages-api';
import './messages.css';

/** How long a new-message notification stays (01 §9). */
const NOTIFY_SECONDS = 6;

/**
 * The bell of the top bar: unread badge, a popover of unread groups, and the realtime side of
 * messages (D16): onMsgComing shows a notification for 6 s and refreshes the counts; every
 * (re)connection of the socket refetches, so what arrived while offline is caught up.
 */
export function MessageBell({ user }: { user: UserInfo }) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string>();
  const count = useQuery({ queryKey: UNREAD_COUNT_KEY, queryFn: fetchUnreadCount, initialData: user.unReadCount });
  const groups = useQuery({ queryKey: UNREAD_GROUPS_KEY, queryFn: fetchUnreadGroups, enabled: open });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [MESSAGES_KEY] });
    const offMsg = realtime.on(RealtimeEvent.MSG_COMING, (data) => {
      const m = data as MsgComingData;
      notification.info({
        key: `msg-${m.id}`,
        message: m.msgTitle,
        description: m.content,
        duration: NOTIFY_SECONDS,
        // Bottom right: at the top it covers the softphone and user menus of the top bar. During a
        // call the bottom right holds the call popup, whose keypad and hang-up must stay in reach.
        placement: callPopupShown() ? 'topRight' : 'bottomRight',
      });
      refresh();
    });
    const offOpen = realtime.on('open', refresh);
    return () => {
      offMsg();
      offOpen();
    };
  }, [notification, queryClient]);

  const list = groups.data ?? [];
  const current = list.some((g) => g.msgTitle === active) ? active : list[0]?.msgTitle;
  const close = () => setOpen(false);
  const content = (
    <div className="msg-popover" data-testid="msg-popover">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />
      ) : (
        <Tabs
          size="small"
          activeKey={current}
          onChange={setActive}
          items={list.map((g) => ({
            key: g.msgTitle,
            label: (
              <span data-testid={`msg-group-${g.msgTitle}`}>
                {g.msgTitle} <Badge count={g.unReadCnt} size="small" overflowCount={99} />
              </span>
            ),
            children: <MessageGroupList msgTitle={g.msgTitle} onNavigate={close} />,
          }))}
        />
      )}
      <div className="msg-popover-footer">
        <Button
          type="link"
          data-testid="msg-view-more"
          onClick={() => {
            close();
            navigate('/comm/message');
          }}
        >
          查看更多
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} title="消息通知" destroyOnHidden>
      <Badge count={count.data} size="small" overflowCount={99} data-testid="msg-badge">
        <Button type="text" icon={<BellOutlined />} aria-label="消息" data-testid="msg-bell" />
      </Badge>
    </Popover>
  );
}
