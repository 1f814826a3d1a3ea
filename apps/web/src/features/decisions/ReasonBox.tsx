import type { ReasonKind } from '@certdesk/contract';
import { Input, Space } from 'antd';
import { ReasonCascader } from './ReasonCascader';
import type { ReasonText } from './use-reason-text';

/** A reason cascader above its text area. */
export function ReasonBox(props: {
  kind: ReasonKind;
  orderId: number;
  state: ReasonText;
  disabled: boolean;
  testId: string;
  placeholder: string;
  textPlaceholder: string;
}) {
  const { state } = props;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ReasonCascader
        kind={props.kind}
        orderId={props.orderId}
        value={state.path}
        onChange={state.choose}
        disabled={props.disabled}
        placeholder={props.placeholder}
        testId={`${props.testId}-reason`}
      />
      <Input.TextArea
        data-testid={`${props.testId}-text`}
        rows={3}
        maxLength={2000}
        showCount
        value={state.text}
        disabled={props.disabled}
        placeholder={props.textPlaceholder}
        onChange={(e) => state.setText(e.target.value)}
      />
    </Space>
  );
}
