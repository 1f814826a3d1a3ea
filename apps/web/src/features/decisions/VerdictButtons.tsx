import { Button, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The verdict buttons under a reason box: 成功 (primary) and 失败 (danger) of a certification or a
 * review, or one of them, and beside them why they are disabled.
 */
export function VerdictButtons(props: {
  step: 'cert' | 'audit';
  results?: readonly (10 | 20)[];
  disabled: boolean;
  onSubmit: (result: 10 | 20) => void;
  hint?: ReactNode;
  style?: CSSProperties;
}) {
  const noun = props.step === 'cert' ? '认证' : '审核';
  const results = props.results ?? [10, 20];
  return (
    <Space style={props.style}>
      {results.includes(10) && (
        <Button type="primary" data-testid={`${props.step}-success`} disabled={props.disabled} onClick={() => props.onSubmit(10)}>
          {noun}成功
        </Button>
      )}
      {results.includes(20) && (
        <Button danger data-testid={`${props.step}-fail`} disabled={props.disabled} onClick={() => props.onSubmit(20)}>
          {noun}失败
        </Button>
      )}
      {props.hint}
    </Space>
  );
}
