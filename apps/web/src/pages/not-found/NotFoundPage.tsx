import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** Unknown or not granted paths land here, with a way back to /. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或没有访问权限"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
