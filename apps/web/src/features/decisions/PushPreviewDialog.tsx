import { isVideoFile, type PreviewExtension, type PushPreview } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type ButtonProps, Descriptions, Empty, Image, Modal, Space, Spin, Tag, Typography } from 'antd';
import { previewPush } from './decisions-api';

const CERT_TYPE: Record<number, string> = { 0: '统一社会信用代码', 1: '其他证件' };

function Media({ urls, testId }: { urls: string[]; testId: string }) {
  if (urls.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无" />;
  const images = urls.filter((u) => !isVideoFile(u));
  const videos = urls.filter((u) => isVideoFile(u));
  return (
    <Space wrap data-testid={testId}>
      <Image.PreviewGroup>
        {images.map((u) => (
          <Image key={u} src={u} width={96} height={96} style={{ objectFit: 'cover' }} />
        ))}
      </Image.PreviewGroup>
      {videos.map((u) => (
        // biome-ignore lint/a11y/useMediaCaption: evidence videos have no captions
        <video key={u} src={u} controls width={180} height={110} />
      ))}
    </Space>
  );
}

/** The A (subject documents, by orgType) and V (verification evidence) blocks of a preview. */
function Blocks({ p }: { p: PushPreview }) {
  let ext: PreviewExtension = { ainfo: [], vinfo: [] };
  try {
    ext = JSON.parse(p.extension) as PreviewExtension;
  } catch {
    // A malformed extension shows empty blocks rather than breaking the dialog.
  }
  return (
    <>
      <Typography.Title level={5}>A信息（{p.orgType === 10 ? '事业单位：机构证书' : '企业：营业执照'}、授权书）</Typography.Title>
      <Media urls={ext.ainfo.map((a) => a.url)} testId="preview-ainfo" />
      <Typography.Title level={5}>V信息（认证资料：图片与视频）</Typography.Title>
      <Media urls={ext.vinfo.map((v) => v.url)} testId="preview-vinfo" />
    </>
  );
}

/** The push preview (02 §2.3): what the partner will receive; submit sends the review success. */
export function PushPreviewDialog(props: { orderId: number; open: boolean; busy: boolean; onCancel: () => void; onSubmit: () => void }) {
  const q = useQuery({
    queryKey: ['pushPreview', props.orderId],
    queryFn: () => previewPush(props.orderId),
    enabled: props.open,
    retry: false,
  });
  const p = q.data;
  return (
    <Modal
      title="推送预览"
      open={props.open}
      width={860}
      onCancel={props.onCancel}
      onOk={props.onSubmit}
      okText="提交"
      cancelText="取消"
      confirmLoading={props.busy}
      okButtonProps={{ 'data-testid': 'preview-submit', disabled: !p } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'preview-cancel' } as ButtonProps}
      destroyOnHidden
    >
      {!p ? (
        <Spin />
      ) : (
        <div data-testid="push-preview">
          <Descriptions size="small" bordered column={2} styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="工单号">{p.orderId}</Descriptions.Item>
            <Descriptions.Item label="企业名称">{p.cropName}</Descriptions.Item>
            <Descriptions.Item label="证件类型">{CERT_TYPE[p.certificateType] ?? p.certificateType}</Descriptions.Item>
            <Descriptions.Item label="证件号码">{p.licenseNumber}</Descriptions.Item>
            <Descriptions.Item label="对公账户">{p.publicAccount || '-'}</Descriptions.Item>
            <Descriptions.Item label="开户银行">{p.depositaryBank || '-'}</Descriptions.Item>
            <Descriptions.Item label="法定代表人">{p.legalPerson || '-'}</Descriptions.Item>
            <Descriptions.Item label="申请人">{p.applicantName}</Descriptions.Item>
            <Descriptions.Item label="申请人手机">{p.applicantMobile}</Descriptions.Item>
            <Descriptions.Item label="标签">
              <Tag color="blue">{p.tag}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="认证结果">
              <Tag color={p.authStatus === 10 ? 'green' : 'red'}>{p.authStatus === 10 ? '认证成功' : '认证失败'}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="失败编码">{p.reasonCode || '-'}</Descriptions.Item>
            <Descriptions.Item label="原因说明" span={2}>
              {p.reasonMsg || '-'}
            </Descriptions.Item>
            <Descriptions.Item label="营业执照">{p.licenseUrl ? <Image src={p.licenseUrl} width={80} /> : '-'}</Descriptions.Item>
            <Descriptions.Item label="授权书">
              {p.authorizationLetter ? <Image src={p.authorizationLetter} width={80} /> : '-'}
            </Descriptions.Item>
          </Descriptions>
          <Blocks p={p} />
        </div>
      )}
    </Modal>
  );
}
