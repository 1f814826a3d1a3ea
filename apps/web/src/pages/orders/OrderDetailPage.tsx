import { Anchor, Col, FloatButton, Result, Row, Spin, Tabs } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import { useUserInfo } from '../../api/session';
import { AuthSection } from '../../features/order-detail/AuthSection';
import { CourseSection } from '../../features/order-detail/CourseSection';
import { DatumSection } from '../../features/order-detail/DatumSection';
import { DossierButton } from '../../features/order-detail/DossierButton';
import { useOrderDetail } from '../../features/order-detail/detail-api';
import { DetailContext, type DetailContextValue } from '../../features/order-detail/detail-context';
import { DialArea } from '../../features/order-detail/dial-hook';
import { InfoSection } from '../../features/order-detail/InfoSection';
import { OrderComeSection } from '../../features/order-detail/OrderComeSection';
import { AuditResultSection, AuthResultsSection } from '../../features/order-detail/ResultTables';
import { WarningSection } from '../../features/order-detail/WarningSection';

const SECTION_TITLES: Record<string, string> = {
  Info: '基本信息',
  Auth: '认证流程',
  Course: '过程记录',
  Warning: '进度预警',
  Datum: '资料包',
  AuthResults: '认证结果',
  AuditResult: '审核结果',
  OrderCome: '来单记录',
};

/** Sections shown for an order type (02 §2.1): Auth only for 1 and 2, Warning not for degrees. */
export function sectionsFor(orderType: number): string[] {
  return Object.keys(SECTION_TITLES).filter((s) => !(s === 'Auth' && orderType >= 3) && !(s === 'Warning' && orderType === 4));
}

/** The order detail (/neworder/detail/{id}?orderType=): two tabs, eight anchored sections. */
export default function OrderDetailPage() {
  const orderId = Number(useParams().id);
  const query = useOrderDetail(orderId);
  const user = useUserInfo();
  const d = query.data;
  const ctx = useMemo<DetailContextValue | null>(
    () =>
      d
        ? {
            orderId,
            orderType: d.orderInfoVo.orderType,
            detail: d,
            canEdit: d.permission.canEdit,
            roles: user.data?.roles ?? [],
            refresh: () => void query.refetch(),
          }
        : null,
    [d, orderId, user.data, query],
  );
  if (query.isPending) return <Spin style={{ margin: 48 }} />;
  if (!ctx) return <Result status="404" title="未找到订单" />;
  const sections = sectionsFor(ctx.orderType);
  const render: Record<string, ReactNode> = {
    Info: <InfoSection />,
    Auth: <AuthSection />,
    Course: <CourseSection />,
    Warning: <WarningSection />,
    Datum: <DatumSection />,
    AuthResults: <AuthResultsSection />,
    AuditResult: <AuditResultSection />,
    OrderCome: <OrderComeSection />,
  };
  return (
    <DetailContext.Provider value={ctx}>
      <div style={{ padding: 16 }} data-testid="order-detail">
        <Tabs
          tabBarExtraContent={<DossierButton orderId={orderId} />}
          items={[
            {
              key: 'cert',
              label: '认证信息',
              children: (
                <Row gutter={16} wrap={false}>
                  <Col flex="1 1 0" style={{ minWidth: 0 }}>
                    <DialArea>
                      {sections.map((s, i) => (
                        // The last section keeps a screen's height so that it, too, can scroll up to the
                        // anchor offset: the jump navigation marks a section active only once it gets there.
                        <div key={s} style={{ marginBottom: 16, minHeight: i === sections.length - 1 ? 'calc(100vh - 96px)' : undefined }}>
                          {render[s]}
                        </div>
                      ))}
                    </DialArea>
                  </Col>
                  <Col flex="120px">
                    <Anchor
                      offsetTop={80}
                      items={sections.map((s) => ({ key: s, href: `#${s}`, title: SECTION_TITLES[s] }))}
                      data-testid="detail-anchor"
                    />
                  </Col>
                </Row>
              ),
            },
            { key: 'come', label: '来单信息', children: <OrderComeSection anchor={false} /> },
          ]}
        />
        <FloatButton.BackTop visibilityHeight={400} />
      </div>
    </DetailContext.Provider>
  );
}
