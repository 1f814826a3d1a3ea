import { configApi } from '@certdesk/contract';
import { areaName } from '../area-names.js';
import { websiteOrder, websiteWhere } from '../config.repo.js';
import { archiveWebsites as t } from '../config.schema.js';
import { toWebsiteRow } from '../config.service.js';
import { crudScreen } from '../config.shared.js';

/** Archive websites (/configuration/web); the area cascader sends codes, the names are stored beside them. */
export default crudScreen({
  api: configApi.website,
  table: t,
  entity: 'website',
  list: { where: websiteWhere, orderBy: websiteOrder, toRow: toWebsiteRow },
  save: {
    msg: '保存成功',
    values: (input) => ({
      ...input,
      provinceName: areaName(input.province, input.provinceName),
      cityName: input.city ? areaName(input.city, input.cityName) : '',
    }),
  },
});
