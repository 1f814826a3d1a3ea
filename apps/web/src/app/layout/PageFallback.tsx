import { Spin } from 'antd';

/** Shown while a screen's code or the user's info loads. */
export function PageFallback() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}
