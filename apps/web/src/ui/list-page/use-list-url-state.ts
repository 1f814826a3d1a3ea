import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toastWarning } from '../../app/feedback';
import { LIST_URL_INVALID, type ListSchema, type ListUrlState, listStateToSearch, parseListUrl } from './list-url-state';

/** How a change enters the history: `push` for steps a user goes back to, `replace` for corrections. */
export type HistoryMode = 'push' | 'replace';

export interface ListUrlStateApi {
  state: ListUrlState;
  /** The URL carries ?type=new: the list reloads, and the flag stays in the URL (01 §2). */
  typeNew: boolean;
  /** The canonical query string of the state (a stable key for effects). */
  search: string;
  /** Writes a state; false when it is the state already shown (nothing written). */
  write: (next: ListUrlState, mode: HistoryMode, clearTypeNew?: boolean) => boolean;
}

/**
 * A list's state kept in the query string (issue #19 item 2). The URL is the only copy: a reload,
 * the visited-views bar (which stores the full path), back/forward and a shared link all read it
 * through the list's request schema. Unknown or malformed parameters are dropped from the URL in
 * place, with a notice.
 */
export function useListUrlState(schema: ListSchema): ListUrlStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.toString();
  const parsed = useMemo(() => parseListUrl(schema, raw), [schema, raw]);
  const search = useMemo(() => listStateToSearch(parsed.state, parsed.typeNew), [parsed]);

  const { dropped } = parsed;
  useEffect(() => {
    if (dropped.length === 0) return;
    toastWarning(LIST_URL_INVALID, 'list-url-invalid');
    setSearchParams(new URLSearchParams(search), { replace: true });
  }, [dropped, search, setSearchParams]);

  const { typeNew } = parsed;
  const write = useCallback(
    (next: ListUrlState, mode: HistoryMode, clearTypeNew = false) => {
      const nextSearch = listStateToSearch(next, typeNew && !clearTypeNew);
      // The same list again is not a new step in the history.
      if (nextSearch === search) return false;
      setSearchParams(new URLSearchParams(nextSearch), { replace: mode === 'replace' });
      return true;
    },
    [typeNew, search, setSearchParams],
  );
  return { state: parsed.state, typeNew, search, write };
}
