import { type DataDicRow, saveDataDicSchema } from '@certdesk/contract';
import type { CrudField } from './crud-fields';

/**
 * The fields of a dictionary or mail configuration entry. Locked when editing: the code (id),
 * and for mail configuration also type and tag; order only applies to mail type SendEmailTypeDic.
 */
export function dicFields(mail: boolean): CrudField<DataDicRow>[] {
  const lockedForMail = ({ editing }: { editing: DataDicRow | null }) => mail && editing !== null;
  return [
    {
      name: 'id',
      label: '编码',
      kind: 'text',
      max: 64,
      schema: saveDataDicSchema.shape.id,
      testId: 'dic-id',
      disabled: ({ editing }) => editing !== null,
    },
    { name: 'name', label: '名称', kind: 'text', max: 100, schema: saveDataDicSchema.shape.name, testId: 'dic-name' },
    {
      name: 'type',
      label: '类型',
      kind: 'text',
      max: 64,
      schema: saveDataDicSchema.shape.type,
      testId: 'dic-type',
      disabled: lockedForMail,
    },
    {
      name: 'tag',
      label: '标签',
      kind: 'text',
      max: 64,
      testId: 'dic-tag',
      placeholder: 'htmlStyle 表示HTML内容',
      disabled: lockedForMail,
      initial: '',
    },
    {
      name: 'value',
      label: '值',
      kind: 'textarea',
      rows: { minRows: 3, maxRows: 16 },
      schema: saveDataDicSchema.shape.value,
      testId: 'dic-value',
    },
    {
      name: 'order',
      label: '排序',
      kind: 'number',
      testId: 'dic-order',
      initial: 0,
      hidden: ({ values }) => mail && values.type !== 'SendEmailTypeDic',
    },
    { name: 'orderType', label: '订单类型', kind: 'orderTypes', placeholder: '不限', initial: [], hidden: mail },
    { name: 'picSize', label: '图片尺寸', kind: 'text', max: 64, placeholder: '如 400*300', initial: '' },
    { name: 'pcode', label: '父编码', kind: 'text', max: 64, initial: '', hidden: mail },
  ];
}

/** The save body; isAdd makes the server refuse an existing code. */
export const dicToBody = (body: object, row: DataDicRow | null) => ({ ...body, isAdd: row === null });
