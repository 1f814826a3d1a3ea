import { Card, Statistic } from 'antd';
import { Link } from 'react-router';

/** One figure of a dashboard; with a link, a click opens the list it counts. */
export function StatTile(props: { title: string; value: number | string; to?: string; danger?: boolean; testId: string; suffix?: string }) {
  const body = (
    <Statistic
      title={props.title}
      value={props.value}
      suffix={props.suffix}
      styles={{ content: props.danger && props.value !== 0 ? { color: '#cf1322' } : undefined }}
    />
  );
  return (
    <Card size="small" className="dashboard-tile" data-testid={props.testId}>
      {props.to ? <Link to={props.to}>{body}</Link> : body}
    </Card>
  );
}
