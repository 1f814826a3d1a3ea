import { certificationTag, type OrderDetail } from '@certdesk/contract';
import { Card, Descriptions, Image, Space } from 'antd';
import { useDetail } from './detail-context';
import { PartnerFiles } from './PartnerFiles';

/** A field of the incoming card shown as text. */
type Field = Exclude<keyof OrderDetail['orderIncomeInfoVo'], 'partnerFiles' | 'certFileUrl' | 'mobileBook'>;

const COMPANY: [Field, string][] = [
  ['companyName', '企业名称'],
  ['socialCredit', '统一社会信用代码'],
  ['licenseNumber', '证照号码'],
  ['ceoName', '法定代表人'],
  ['orgNameAbbreviation', '简称'],
  ['bankName', '开户行'],
  ['bankNo', '对公账户'],
];
const PERSON: [Field, string][] = [
  ['applyUser', '申请人'],
  ['applyMobile', '申请人手机'],
  ['applyIDCard', '申请人身份证'],
];
const BY_TYPE: Record<number, [Field, string][]> = {
  3: [
    ['companyName', '企业名称'],
    ['socialCredit', '统一社会信用代码'],
    ['position', '职位'],
  ],
  4: [
    ['educationLevel', '学历'],
    ['major', '专业'],
    ['school', '学校'],
  ],
  5: [
    ['expertTitle', '技能名称'],
    ['level', '等级'],
  ],
  6: [
    ['expertTitle', '资格名称'],
    ['level', '等级'],
  ],
  7: [
    ['expertTitle', '职称名称'],
    ['level', '等级'],
  ],
  8: [['honorTitle', '荣誉名称']],
};

/** The incoming order, read-only; fields by type. */
export function IncomingCard() {
  const { detail, orderType } = useDetail();
  const i = detail.orderIncomeInfoVo;
  const rows = [...(orderType <= 2 ? COMPANY : (BY_TYPE[orderType] ?? [])), ...PERSON];
  // Files fetched from the partner show as our copies with their status; older orders (no rows) as before.
  const pictures = i.partnerFiles.length > 0 ? [] : [i.licenseUrl, i.authorizationLetter, ...i.certFileUrl].filter(Boolean);
  return (
    <Card size="small" title="来单信息" data-testid="incoming-card">
      <Descriptions size="small" column={1} bordered labelStyle={{ width: 130 }}>
        {rows.map(([k, label]) => (
          <Descriptions.Item key={k} label={label}>
            {i[k] || '-'}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="标签">{certificationTag(i.certificationType)}</Descriptions.Item>
        <Descriptions.Item label="电话簿">{i.mobileBook.join('，') || '-'}</Descriptions.Item>
      </Descriptions>
      {i.partnerFiles.length > 0 && <PartnerFiles files={i.partnerFiles} />}
      {pictures.length > 0 && (
        <Space wrap style={{ marginTop: 8 }}>
          <Image.PreviewGroup>
            {pictures.map((u) => (
              <Image key={u} src={u} width={80} height={80} style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
        </Space>
      )}
    </Card>
  );
}
