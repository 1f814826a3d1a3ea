export { rangeToParam, toRequestFilters } from './filter-values';
export { type ListContext, ListPage, type ListPageProps } from './ListPage';
export { fetchList, type ListRoute } from './list-route';
export {
  LIST_URL_INVALID,
  type ListSchema,
  type ListUrlState,
  listStateToSearch,
  parseListUrl,
  toFormValues,
  toUrlFilters,
} from './list-url-state';
export type { FilterField } from './types';
export { useListUrlState } from './use-list-url-state';
