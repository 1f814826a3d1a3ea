import { configApi } from '@certdesk/contract';
import { dicScreen } from '../data-dic.screen.js';

/** Data dictionary (/configuration/datadic). */
export default dicScreen(configApi.dataDic, 'dic');
