import { Card, Typography } from 'antd';
import { useUserInfo } from '../../api/session';
import { ManagerDashboard, WorkerDashboard } from '../../features/dashboard';

/**
 * /home: the dashboard of the user's roles (issue 19). Managers and administrators see the whole
 * desk; a certifier or an auditor their own work (both, one above the other, when they hold both);
 * other roles a welcome.
 */
export default function HomePage() {
  const { data: user } = useUserInfo();
  if (!user) return null;
  const roles = user.roles;
  if (roles.includes(0) || roles.includes(100)) {
    return (
      <div className="page-card">
        <ManagerDashboard />
      </div>
    );
  }
  const workerRoles = ([200, 300] as const).filter((r) => roles.includes(r));
  if (workerRoles.length > 0) {
    return (
      <div className="page-card dashboard-stack">
        {workerRoles.map((r) => (
          <WorkerDashboard key={r} role={r} uid={user.id} />
        ))}
      </div>
    );
  }
  return (
    <Card className="page-card">
      <Typography.Title level={4}>欢迎使用企业信息认证管理系统</Typography.Title>
      <Typography.Paragraph type="secondary">
        {user.nickName}（{user.rolePo.name}），请从左侧菜单选择要处理的工作。
      </Typography.Paragraph>
    </Card>
  );
}
