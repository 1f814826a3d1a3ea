import { type WebsiteRow, websiteListSchema } from '@certdesk/contract';
import { Form, Input } from 'antd';
import { AreaFields } from '../../features/config/AreaFields';
import { cascaderToCodes, codesToCascader } from '../../features/config/area-codes';
import { ConfigCrud } from '../../features/config/ConfigCrud';

interface Values {
  areaPath?: string[];
  website: string;
  notes: string;
}

/** Archive (registry) websites by province and city (/configuration/web). */
export default function WebsitePage() {
  return (
    <ConfigCrud<WebsiteRow, Values>
      queryKey="website"
      schema={websiteListSchema}
      testId="web"
      title="查档网站"
      listUrl="/api/config/website/list"
      saveUrl="/api/config/website/save"
      deleteUrl={(r) => `/api/config/website/${r.id}`}
      filters={[
        { name: 'province', label: '省份', type: 'input' },
        { name: 'city', label: '城市', type: 'input' },
      ]}
      columns={[
        { title: '省份', dataIndex: 'provinceName' },
        { title: '城市', dataIndex: 'cityName', render: (v: string) => v || '全省' },
        {
          title: '网站',
          dataIndex: 'website',
          render: (v: string) =>
            /^https?:\/\//.test(v) ? (
              <a href={v} target="_blank" rel="noreferrer noopener">
                {v}
              </a>
            ) : (
              v
            ),
        },
        { title: '备注', dataIndex: 'notes' },
      ]}
      fields={() => (
        <>
          <AreaFields required />
          <Form.Item name="website" label="网站" rules={[{ required: true, whitespace: true, message: '请输入网站地址' }]}>
            <Input maxLength={500} data-testid="web-website" />
          </Form.Item>
          <Form.Item name="notes" label="备注">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={1000} data-testid="web-notes" />
          </Form.Item>
        </>
      )}
      toValues={(r) => (r ? { areaPath: codesToCascader(r.province, r.city), website: r.website, notes: r.notes } : {})}
      toBody={(v, r) => ({
        id: r?.id,
        province: cascaderToCodes(v.areaPath).province,
        city: cascaderToCodes(v.areaPath).city,
        website: v.website,
        notes: v.notes ?? '',
      })}
    />
  );
}
