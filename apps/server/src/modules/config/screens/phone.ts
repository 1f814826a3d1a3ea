import { configApi } from '@certdesk/contract';
import { areaName } from '../area-names.js';
import { businessPhoneExtra, businessPhoneWhere } from '../config.repo.js';
import { businessPhones as t } from '../config.schema.js';
import { crudScreen } from '../config.shared.js';

/** The business phone library (/configuration/phone), each number with the name of who added it. */
export default crudScreen({
  api: configApi.phone,
  table: t,
  entity: 'businessPhone',
  list: {
    where: businessPhoneWhere,
    extra: businessPhoneExtra,
    toRow: (p, extra) => ({
      id: p.id,
      deptName: p.deptName,
      mobile: p.mobile,
      province: p.province,
      city: p.city,
      area: p.area,
      provinceName: p.provinceName,
      cityName: p.cityName,
      areaName: p.areaName,
      uid: p.submitterUid,
      uname: (extra.uname as string | null) ?? '',
    }),
  },
  save: {
    msg: '保存成功',
    values: (input) => ({
      ...input,
      provinceName: input.province ? areaName(input.province, input.provinceName) : '',
      cityName: input.city ? areaName(input.city, input.cityName) : '',
      areaName: input.area ? areaName(input.area, input.areaName) : '',
    }),
    onCreate: (actor) => ({ submitterUid: actor.user.id }),
  },
});
