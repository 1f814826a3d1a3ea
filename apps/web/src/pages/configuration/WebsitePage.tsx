import { configApi, saveWebsiteSchema } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { textFilters } from '../../features/config/list-parts';

/** Archive (registry) websites by province and city (/configuration/web). */
export default function WebsitePage() {
  return (
    <ConfigCrud
      api={configApi.website}
      testId="web"
      filters={textFilters({ province: '省份', city: '城市' })}
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
      fields={[
        { name: 'areaPath', label: '省市', kind: 'area', required: '请选择省份' },
        { name: 'website', label: '网站', kind: 'text', max: 500, schema: saveWebsiteSchema.shape.website, testId: 'web-website' },
        { name: 'notes', label: '备注', kind: 'textarea', rows: { minRows: 2 }, max: 1000, testId: 'web-notes' },
      ]}
    />
  );
}
