export { OrderListScreen } from './OrderListScreen';
export type { OrderListKind } from './orders-api';
