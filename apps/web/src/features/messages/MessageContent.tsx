import { messagesApi, splitOrderRefs } from '@certdesk/contract';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';

/**
 * Message text with each order id as a link to the order detail (01 §2). The server checks the
 * order exists and is visible; otherwise it answers 未找到订单, which the API client shows.
 */
export function MessageContent({ content, onOpen }: { content: string; onOpen?: () => void }) {
  const navigate = useNavigate();
  const open = async (orderId: number) => {
    try {
      const o = await call(messagesApi.orderOfLink, { orderId });
      onOpen?.();
      navigate(`/neworder/detail/${o.orderId}?orderType=${o.orderType}`);
    } catch {
      // 未找到订单 has been shown.
    }
  };
  return (
    <span className="message-content">
      {splitOrderRefs(content).map((p, i) =>
        'orderId' in p ? (
          <Typography.Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
            key={i}
            data-testid={`msg-order-link-${p.orderId}`}
            onClick={(e) => {
              e.stopPropagation();
              void open(p.orderId);
            }}
          >
            {p.text}
          </Typography.Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}
