import { Card, Typography } from 'antd';
import { useUserInfo } from '../../api/session';

/** /home: the dashboard is empty in the specification; greet the user and say where to start. */
export default function HomePage() {
  const { data: user } = useUserInfo();
  return (
    <Card className="page-card">
      <Typography.Title level={4}>欢迎使用企业信息认证管理系统</Typography.Title>
      <Typography.Paragraph type="secondary">
        {user ? `${user.nickName}（${user.rolePo.name}）` : ''}，请从左侧菜单选择要处理的工作。
      </Typography.Paragraph>
    </Card>
  );
}
