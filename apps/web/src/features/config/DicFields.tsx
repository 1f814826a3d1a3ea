import { Form, Input, InputNumber, Select } from 'antd';
import { ORDER_TYPE_OPTIONS } from './order-type-options';

/** Values of the dictionary / mail configuration dialog. */
export interface DicValues {
  id: string;
  name: string;
  type: string;
  value: string;
  order: number;
  orderType: number[];
  tag: string;
  picSize: string;
  pcode: string;
}

const req = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * The entry fields. Locked when editing: the code (id), and for mail configuration also type and
 * tag; order only applies to mail type SendEmailTypeDic.
 */
export function DicFields({ editing, mail, type }: { editing: boolean; mail: boolean; type?: string }) {
  return (
    <>
      <Form.Item name="id" label="编码" rules={req('请输入编码')}>
        <Input disabled={editing} maxLength={64} data-testid="dic-id" />
      </Form.Item>
      <Form.Item name="name" label="名称" rules={req('请输入名称')}>
        <Input maxLength={100} data-testid="dic-name" />
      </Form.Item>
      <Form.Item name="type" label="类型" rules={req('请输入类型')}>
        <Input disabled={editing && mail} maxLength={64} data-testid="dic-type" />
      </Form.Item>
      <Form.Item name="tag" label="标签">
        <Input disabled={editing && mail} maxLength={64} placeholder="htmlStyle 表示HTML内容" data-testid="dic-tag" />
      </Form.Item>
      <Form.Item name="value" label="值" rules={req('请输入值')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 16 }} data-testid="dic-value" />
      </Form.Item>
      {(!mail || type === 'SendEmailTypeDic') && (
        <Form.Item name="order" label="排序">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="dic-order" />
        </Form.Item>
      )}
      {!mail && (
        <Form.Item name="orderType" label="订单类型">
          <Select mode="multiple" allowClear options={ORDER_TYPE_OPTIONS} placeholder="不限" />
        </Form.Item>
      )}
      <Form.Item name="picSize" label="图片尺寸">
        <Input maxLength={64} placeholder="如 400*300" />
      </Form.Item>
      {!mail && (
        <Form.Item name="pcode" label="父编码">
          <Input maxLength={64} />
        </Form.Item>
      )}
    </>
  );
}

/** The dialog's starting values from a row (or blank for add). */
export const dicToValues = (row: Partial<DicValues> | null): Partial<DicValues> =>
  row
    ? {
        id: row.id,
        name: row.name,
        type: row.type,
        value: row.value,
        order: row.order,
        orderType: row.orderType,
        tag: row.tag,
        picSize: row.picSize,
        pcode: row.pcode,
      }
    : { order: 0, orderType: [], tag: '', picSize: '', pcode: '' };

/** The save body; isAdd makes the server refuse an existing code. */
export const dicToBody = (v: DicValues, row: unknown) => ({ ...v, orderType: v.orderType ?? [], isAdd: row === null });
