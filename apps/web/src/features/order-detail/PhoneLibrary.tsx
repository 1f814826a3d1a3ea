import { type BusinessPhoneRow, detailApi } from '@certdesk/contract';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';

/** The business phone library of the order's area (hidden for degree and new types). */
export function PhoneLibraryButton() {
  const { orderId } = useDetail();
  const [open, setOpen] = useState(false);
  const query = useDetailPart(orderId, 'phones', detailApi.businessPhones, open);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="phones-open">
        工商电话库
      </Button>
      <Modal open={open} title="工商电话库" footer={null} onCancel={() => setOpen(false)} width={760}>
        <Table<BusinessPhoneRow>
          size="small"
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: '序号', render: (_, __, i) => i + 1, width: 60 },
            { title: '名称', dataIndex: 'deptName' },
            { title: '电话', dataIndex: 'mobile' },
            { title: '省', dataIndex: 'provinceName' },
            { title: '市', dataIndex: 'cityName' },
            { title: '区', dataIndex: 'areaName' },
            { title: '提交人', dataIndex: 'uname' },
          ]}
        />
      </Modal>
    </>
  );
}
