import type { OrderRow } from '@certdesk/contract';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { updateMark } from './orders-api';

/**
 * The remark of a pending certification row. The assigned certifier edits it by double-click
 * (01 §2); Enter or leaving the field saves, Escape cancels.
 */
export function RemarkCell({ row, editable, onSaved }: { row: OrderRow; editable: boolean; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(row.mark);
  const save = async () => {
    setEditing(false);
    if (text === row.mark) return;
    try {
      await updateMark(row.orderId, text);
      toastSuccess('备注修改成功');
      onSaved();
    } catch {
      setText(row.mark);
    }
  };
  if (editing) {
    return (
      <Input
        autoFocus
        size="small"
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => void save()}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setText(row.mark);
            setEditing(false);
          }
        }}
        data-testid={`remark-input-${row.orderId}`}
      />
    );
  }
  const body = (
    // biome-ignore lint/a11y/noStaticElementInteractions: double-click editing of a table cell is the specified gesture (01 §2)
    <div
      className="order-remark"
      style={{ minHeight: 22, cursor: editable ? 'text' : undefined }}
      onDoubleClick={editable ? () => setEditing(true) : undefined}
      data-testid={`remark-${row.orderId}`}
    >
      {row.mark || (editable ? <span style={{ color: '#bbb' }}>双击编辑</span> : '')}
    </div>
  );
  return editable ? <Tooltip title="双击编辑备注">{body}</Tooltip> : body;
}
