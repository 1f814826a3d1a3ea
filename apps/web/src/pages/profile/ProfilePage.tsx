import { UserOutlined } from '@ant-design/icons';
import { accountApi, type MyStats } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Descriptions, Row, Statistic, Tooltip } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { updatePassword, useUserInfo } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { ChangePasswordForm } from '../../features/password/ChangePasswordForm';
import { AvatarCropDialog } from '../../features/profile/AvatarCropDialog';

/** This month's counts: what was done on the first row, what waits on the second. */
const STATS: [Exclude<keyof MyStats, 'month'>, string, number][] = [
  ['certified', '已认证', 8],
  ['certifiedSuccess', '认证成功', 8],
  ['reviewed', '已审核', 8],
  ['pendingCertification', '待认证', 12],
  ['pendingReview', '待审核', 12],
];

/** Personal centre (/profile/index): about me with this month's own work, avatar, password. */
export default function ProfilePage() {
  const { data: me } = useUserInfo();
  const [cropping, setCropping] = useState(false);
  const stats = useQuery({ queryKey: ['myStats'], queryFn: () => call(accountApi.stats) });
  if (!me) return null;
  const s = stats.data;
  return (
    <Row gutter={16} style={{ padding: 16 }}>
      <Col xs={24} lg={9}>
        <Card title="关于我" data-testid="profile-about">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Tooltip title="点击修改头像">
              <Avatar
                size={100}
                src={me.avatar || undefined}
                icon={<UserOutlined />}
                style={{ cursor: 'pointer' }}
                onClick={() => setCropping(true)}
                data-testid="profile-avatar"
              />
            </Tooltip>
            <h3 style={{ margin: '12px 0 0' }} data-testid="profile-name">
              {me.name}
            </h3>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="账号">{me.account}</Descriptions.Item>
            <Descriptions.Item label="角色">{me.rolePo.name}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{me.email || '-'}</Descriptions.Item>
          </Descriptions>
          <Card
            type="inner"
            size="small"
            style={{ marginTop: 12 }}
            title={`本月工作（${s?.month ?? ''}）`}
            data-testid="profile-stats"
            loading={stats.isPending}
          >
            <Row gutter={8}>
              {STATS.map(([key, title, span]) => (
                <Col span={span} key={key}>
                  <Statistic title={title} value={s?.[key] ?? 0} />
                </Col>
              ))}
            </Row>
          </Card>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card title="修改密码" data-testid="profile-password">
          <div style={{ maxWidth: 420 }}>
            <ChangePasswordForm
              onSubmit={async (oldPassword, newPassword) => {
                await updatePassword(oldPassword, newPassword);
                toastSuccess('修改成功');
              }}
            />
          </div>
        </Card>
      </Col>
      <AvatarCropDialog open={cropping} onClose={() => setCropping(false)} />
    </Row>
  );
}
