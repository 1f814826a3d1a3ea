import { ORDER_TYPE_LABELS } from '@certdesk/contract';

/** The order types as select options. */
export const ORDER_TYPE_OPTIONS = Object.entries(ORDER_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** Order type codes as their Chinese names. */
export const orderTypeNames = (types: number[]) => (types.length ? types.map((t) => ORDER_TYPE_LABELS[t] ?? t).join('、') : '全部');
