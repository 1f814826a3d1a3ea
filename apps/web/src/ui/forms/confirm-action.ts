import { type ButtonProps, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A confirmation whose OK runs an action: the OK button spins while it runs, the dialog closes
 * when it succeeds and stays open when it fails (the API client has shown why). antd's own
 * promise handling of onOk re-throws a failure as an unhandled rejection, so the action is
 * settled here instead.
 */
export function confirmAction(opts: {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  okTestId?: string;
  action: () => Promise<unknown>;
}) {
  const ok = (loading: boolean) => ({ loading, 'data-testid': opts.okTestId }) as ButtonProps;
  const modal = Modal.confirm({
    title: opts.title,
    content: opts.content,
    okText: opts.okText ?? '确定',
    cancelText: '取消',
    okButtonProps: ok(false),
    // Declared with `close`, antd neither waits on nor re-throws what this returns.
    onOk: (close: () => void) => {
      modal.update({ okButtonProps: ok(true) });
      opts.action().then(
        () => close(),
        () => modal.update({ okButtonProps: ok(false) }),
      );
    },
  });
}
