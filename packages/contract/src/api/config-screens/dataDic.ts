import { dictionary } from '../crud-api.js';

/** The data dictionary (category 'dic' of the dictionary table). */
export const dataDic = dictionary({ id: 73000, path: '/configuration/datadic', title: '数据字典' }, '/api/config/dataDic');
