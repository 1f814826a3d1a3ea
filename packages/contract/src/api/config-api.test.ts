import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '../menu.js';
import { configApi } from './config-api.js';

describe('configApi', () => {
  it('keeps every configuration screen at the paths the product has always used', () => {
    const routes = Object.values(configApi).flatMap((s) =>
      [s.list, s.save, s.delete, s.info]
        .flatMap((r) => (r ? [`${r.method} ${r.path}`] : []))
        .concat(s.exportPath ? [`POST ${s.exportPath}`] : []),
    );
    expect(routes).toEqual([
      'POST /api/config/website/list',
      'POST /api/config/website/save',
      'DELETE /api/config/website/:id',
      'POST /api/config/business/list',
      'POST /api/config/business/save',
      'DELETE /api/config/business/:id',
      'POST /api/config/dataDic/list',
      'POST /api/config/dataDic/save',
      'DELETE /api/config/dataDic/:id',
      'GET /api/config/dataDic/info/:id',
      'POST /api/config/dataDic/list/export',
      'POST /api/config/subtotal/list',
      'POST /api/config/subtotal/save',
      'DELETE /api/config/subtotal/:id',
      'POST /api/config/emailTemplate/list',
      'POST /api/config/emailTemplate/save',
      'DELETE /api/config/emailTemplate/:id',
      'GET /api/config/emailTemplate/info/:id',
      'POST /api/config/emailTemplate/list/export',
      'POST /api/config/msgTemplate/list',
      'POST /api/config/msgTemplate/save',
      'POST /api/progressConfig/list',
      'POST /api/progressConfig/save',
      'DELETE /api/progressConfig/deleted/:id',
      'POST /api/progressConfig/list/export',
    ]);
  });

  it('gives the menu its configuration group, in order', () => {
    const group = MENU_TREE.find((g) => g.id === 70000);
    expect(group?.children?.map((c) => `${c.id} ${c.path} ${c.title}`)).toEqual([
      '71000 /configuration/web 查档网站',
      '72000 /configuration/phone 企业电话库',
      '73000 /configuration/datadic 数据字典',
      '74000 /configuration/subtotal 小计关键词',
      '75000 /configuration/mail 邮件配置',
      '76000 /configuration/message 消息模板',
      '77000 /configuration/dingtalk 进度推送配置',
    ]);
  });

  it('answers the new id only for serial-keyed saves, and takes a typed code as a dictionary id', () => {
    expect(configApi.website.save.response.safeParse(7).success).toBe(true);
    expect(configApi.dataDic.save.response.safeParse(null).success).toBe(true);
    expect(configApi.dataDic.delete?.params.safeParse({ id: 'CertNoticeHtml' }).success).toBe(true);
    expect(configApi.website.delete?.params.safeParse({ id: 'x' }).success).toBe(false);
  });
});
