import { PhoneOutlined } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import { currentTransport } from './softphone-store';
import { useSoftphone } from './use-softphone';

/** The incoming-call popup (01 §2): the caller's number, answer and reject. */
export function RingingPopup() {
  const { agent } = useSoftphone();
  const sessionId = agent.sessionId;
  const open = agent.showRingingPopup && Boolean(sessionId);
  return (
    <Modal
      open={open}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      width={320}
      centered
      title={
        <Space>
          <PhoneOutlined />
          来电
        </Space>
      }
    >
      <div className="softphone-ringing" data-testid="softphone-ringing-popup">
        <div className="softphone-number" data-testid="softphone-caller">
          {agent.comingNumber}
        </div>
        <div className="softphone-hint">正在呼入，请接听</div>
        <Space size={24}>
          <Button
            type="primary"
            shape="round"
            data-testid="softphone-answer"
            onClick={() => sessionId && void currentTransport()?.answer(sessionId)}
          >
            接听
          </Button>
          <Button
            danger
            shape="round"
            data-testid="softphone-reject"
            onClick={() => sessionId && void currentTransport()?.hangup(sessionId)}
          >
            拒接
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
