import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { CALLS_KEY, OrderCallTable, UploadCallDialog } from '../calls';
import { useDetail } from './detail-context';

/** The Course section's call tab (02 §3, §5): the order's calls with recordings, and uploading one. */
export function CourseCallsTab() {
  const { orderId, canEdit } = useDetail();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      {canEdit && (
        <Button size="small" style={{ marginBottom: 8 }} onClick={() => setOpen(true)} data-testid="course-call-upload">
          上传通话记录
        </Button>
      )}
      <OrderCallTable orderId={orderId} />
      <UploadCallDialog
        orderId={orderId}
        open={open}
        onClose={() => setOpen(false)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: [CALLS_KEY, 'order', orderId] })}
      />
    </>
  );
}
