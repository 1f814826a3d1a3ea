export { rangeToParam, toRequestFilters } from './filter-values';
export { type ListContext, ListPage, type ListPageProps } from './ListPage';
export type { FilterField } from './types';
