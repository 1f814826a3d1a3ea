import type { MessageRow } from '@certdesk/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, List, Spin } from 'antd';
import type { UIEvent } from 'react';
import { MessageContent } from './MessageContent';
import { fetchGroupPage, MESSAGES_KEY, readMessage } from './messages-api';

/**
 * The unread messages of one popover group, 10 a page, loading the next page when scrolled near
 * the bottom until maxPage (01 §2). Clicking a message marks it read.
 */
export function MessageGroupList({ msgTitle, onNavigate }: { msgTitle: string; onNavigate: () => void }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [MESSAGES_KEY, 'group', msgTitle],
    queryFn: ({ pageParam }) => fetchGroupPage(msgTitle, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.maxPage ? pages.length + 1 : undefined),
  });
  const rows: MessageRow[] = query.data?.pages.flatMap((p) => p.result) ?? [];
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24 && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
  };
  const read = async (row: MessageRow) => {
    await readMessage(row.id).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: [MESSAGES_KEY] });
  };
  if (query.isLoading) return <Spin className="msg-popover-spin" />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />;
  return (
    <div className="msg-popover-list" onScroll={onScroll} data-testid="msg-popover-list">
      <List
        size="small"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item className="msg-popover-item" onClick={() => void read(row)} data-testid="msg-popover-item">
            <div>
              <MessageContent content={row.content} onOpen={onNavigate} />
              <div className="msg-popover-time">{row.createAt}</div>
            </div>
          </List.Item>
        )}
      />
      {query.isFetchingNextPage && <Spin size="small" className="msg-popover-spin" />}
      {!query.hasNextPage && rows.length > 10 && <div className="msg-popover-end">没有更多了</div>}
    </div>
  );
}
