import { Button, Modal, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { z } from 'zod';
import { type ByOrderId, useDetailPart } from './detail-api';
import { useDetail } from './detail-context';

/**
 * A small button that opens a table of one part of the order's detail (phone library, registry
 * websites); the part is fetched when the dialog first opens, not with the page.
 */
export function PartTableButton<Row extends { id: number }>(props: {
  label: string;
  /** The part's name in the query cache (useDetailPart); the button's test id is `${part}-open`. */
  part: string;
  route: ByOrderId & { response: z.ZodType<Row[]> };
  width: number;
  pagination: TableProps<Row>['pagination'];
  columns: ColumnsType<Row>;
}) {
  const { orderId } = useDetail();
  const [open, setOpen] = useState(false);
  const query = useDetailPart(orderId, props.part, props.route, open);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`${props.part}-open`}>
        {props.label}
      </Button>
      <Modal open={open} title={props.label} footer={null} onCancel={() => setOpen(false)} width={props.width}>
        <Table<Row>
          size="small"
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data ?? []}
          pagination={props.pagination}
          columns={props.columns}
        />
      </Modal>
    </>
  );
}
