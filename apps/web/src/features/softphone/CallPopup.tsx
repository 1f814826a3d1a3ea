import { PhoneOutlined } from '@ant-design/icons';
import { AGENT_STATUS_LABELS } from '@certdesk/contract';
import { Button, Card, Space } from 'antd';
import { useEffect, useState } from 'react';
import { formatTimer } from './format-timer';
import { currentTransport } from './softphone-store';
import { useSoftphone } from './use-softphone';
import './softphone.css';

/** The dial keys (01 §9). */
export const DIAL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

function Timer({ since }: { since: number | null }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  return <span data-testid="softphone-timer">{formatTimer(since ? (now - since) / 1000 : 0)}</span>;
}

/** The in-call popup (01 §2): number, state, timer, keypad (1-9, *, 0, #) and hang-up. */
export function CallPopup() {
  const { agent } = useSoftphone();
  // Keys pressed, kept per call so a new call starts with an empty display.
  const [keys, setKeys] = useState({ sessionId: '', text: '' });
  const sessionId = agent.sessionId;
  if (!agent.showCallPopup || !sessionId) return null;
  const keyed = keys.sessionId === sessionId ? keys.text : '';
  const press = (key: string) => {
    setKeys({ sessionId, text: (keyed + key).slice(-20) });
    void currentTransport()?.dtmf(sessionId, key);
  };
  return (
    <Card
      className="softphone-call"
      size="small"
      data-testid="softphone-call-popup"
      title={
        <Space>
          <PhoneOutlined />
          {agent.direction === 'incoming' ? '来电通话' : '外呼'}
        </Space>
      }
    >
      <div className="softphone-number" data-testid="softphone-call-number">
        {agent.comingNumber}
      </div>
      <div className="softphone-state">
        <span data-testid="softphone-call-state">{AGENT_STATUS_LABELS[agent.status]}</span>
        <Timer since={agent.connectedAt} />
      </div>
      <div className="softphone-keyed">{keyed || '\u00a0'}</div>
      <div className="softphone-keypad">
        {DIAL_KEYS.map((k) => (
          <Button
            key={k}
            data-testid={`softphone-key-${k === '*' ? 'star' : k === '#' ? 'hash' : k}`}
            disabled={agent.status !== 'connected'}
            onClick={() => press(k)}
          >
            {k}
          </Button>
        ))}
      </div>
      <Button danger type="primary" block data-testid="softphone-hangup" onClick={() => void currentTransport()?.hangup(sessionId)}>
        挂断
      </Button>
    </Card>
  );
}
