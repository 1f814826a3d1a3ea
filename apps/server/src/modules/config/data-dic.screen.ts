import { type configApi, ORDER_TYPE_LABELS } from '@certdesk/contract';
import { dataDic } from './config.schema.js';
import { crudScreen } from './config.shared.js';
import { dicConditions, dicOrderBy, dicScope } from './data-dic.repo.js';
import { type DicCategory, saveDic, toDicRow } from './data-dic.service.js';

/**
 * One dictionary category (its screen's routes in the contract): the codes are typed by the
 * administrator (a string id), the list sorts by a whitelisted field (D22), and the save is its
 * own use case.
 */
export const dicScreen = (api: typeof configApi.dataDic, category: DicCategory) =>
  crudScreen({
    api,
    table: dataDic,
    entity: category === 'mail' ? 'mailConfig' : 'dataDic',
    scope: dicScope(category),
    notFound: '字典项不存在',
    list: { where: dicConditions, orderBy: dicOrderBy, toRow: toDicRow },
    save: {
      run: async (c, actor, input) => {
        await saveDic(c, actor, category, input);
        return null;
      },
    },
    export: {
      sheet: api.menu.title,
      columns: [
        { header: '编码', value: (r) => r.id },
        { header: '名称', value: (r) => r.name },
        { header: '类型', value: (r) => r.type },
        { header: '值', width: 40, value: (r) => r.value },
        { header: '排序', value: (r) => r.sort },
        { header: '订单类型', value: (r) => r.orderTypes.map((t) => ORDER_TYPE_LABELS[t] ?? t).join('、') },
        { header: '标签', value: (r) => r.tag },
        { header: '图片尺寸', value: (r) => r.picSize },
        { header: '父编码', value: (r) => r.pcode },
      ],
    },
  });
