import { Card, Col, Row, Space, Table, Tabs } from 'antd';
import { useDetail } from './detail-context';
import { IncomingCard } from './IncomingCard';
import { InfoHeader } from './InfoHeader';
import { RegistryCard } from './RegistryCard';
import { FourElementButton, LegalPersonButton } from './RegistryDialogs';
import { TypeCard } from './TypeCard';

/** Section 1: basic info (header, registry and incoming cards, type card, registry lists). */
export function InfoSection() {
  const { orderType, detail, canEdit } = useDetail();
  const card = detail.queryCompanyInfo;
  const company = orderType <= 3;
  return (
    <Card
      id="Info"
      title="基本信息"
      size="small"
      data-testid="section-info"
      extra={
        canEdit &&
        orderType <= 2 && (
          <Space>
            {detail.hasFourValidate && <FourElementButton />}
            <LegalPersonButton />
          </Space>
        )
      }
    >
      <InfoHeader />
      <Row gutter={12} style={{ marginTop: 12 }}>
        {company && (
          <Col span={12}>
            <RegistryCard />
          </Col>
        )}
        <Col span={company ? 12 : 24}>
          <IncomingCard />
        </Col>
      </Row>
      {orderType >= 3 && (
        <div style={{ marginTop: 12 }}>
          <TypeCard />
        </div>
      )}
      {orderType <= 2 && card && (
        <Tabs
          style={{ marginTop: 12 }}
          items={[
            {
              key: 'annual',
              label: '年报信息',
              children: (
                <Table
                  size="small"
                  rowKey="year"
                  pagination={false}
                  dataSource={card.annualReports}
                  columns={[
                    { title: '年份', dataIndex: 'year' },
                    { title: '发布日期', dataIndex: 'publishDate' },
                  ]}
                />
              ),
            },
            {
              key: 'changes',
              label: '变更信息',
              children: (
                <Table
                  size="small"
                  rowKey={(r) => `${r.changeDate}${r.projectName}`}
                  pagination={false}
                  dataSource={card.changes}
                  columns={[
                    { title: '变更事项', dataIndex: 'projectName' },
                    { title: '变更前', dataIndex: 'beforeContent' },
                    { title: '变更后', dataIndex: 'afterContent' },
                    { title: '变更日期', dataIndex: 'changeDate' },
                  ]}
                />
              ),
            },
            {
              key: 'exceptions',
              label: '经营异常',
              children: (
                <Table
                  size="small"
                  rowKey={(r) => `${r.addDate}${r.addReason}`}
                  pagination={false}
                  dataSource={card.exceptions}
                  columns={[
                    { title: '列入原因', dataIndex: 'addReason' },
                    { title: '列入日期', dataIndex: 'addDate' },
                    { title: '决定机关', dataIndex: 'decisionOffice' },
                    { title: '移出原因', dataIndex: 'removeReason' },
                    { title: '移出日期', dataIndex: 'removeDate' },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
