import dayjs from 'dayjs';
import type { z } from 'zod';
import type { FilterField } from './types';

/**
 * The state of a list page as its query string holds it (issue #19 item 2): filters, sort, page
 * and page size. Values stay the strings of the URL; every list schema coerces them, so the same
 * text is what the server validates and what a reload, a tab or a shared link brings back.
 */

/** One filter value in the URL: a single value, or a repeated key for a multiple choice. */
export type UrlValue = string | string[];

export interface ListUrlState {
  filters: Record<string, UrlValue>;
  field?: string;
  sortType?: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
}

/** A list's request schema from packages/contract: paging, maybe sort, and its filters. */
export type ListSchema = z.ZodObject;

export const DEFAULT_PAGING = { pageNum: 1, pageSize: 10 } as const;
export const EMPTY_LIST_STATE: ListUrlState = { filters: {}, ...DEFAULT_PAGING };

/** Keys of the state that are not filters. */
const CONTROL_KEYS = ['field', 'sortType', 'pageNum', 'pageSize'] as const;
const isControlKey = (key: string) => (CONTROL_KEYS as readonly string[]).includes(key);

/** The flag of 01 §2: /neworder/auth and /neworder/check reload when visited with ?type=new. */
export const TYPE_NEW_KEY = 'type';
export const TYPE_NEW_VALUE = 'new';

/** The notice shown when a link carried parameters the list cannot use. */
export const LIST_URL_INVALID = '链接中的部分筛选条件无效，已忽略';

export interface ParsedListUrl {
  state: ListUrlState;
  /** Keys that were unknown or malformed and have been left out. */
  dropped: string[];
  /** The URL carries ?type=new (only for lists without a filter named `type`). */
  typeNew: boolean;
}

/**
 * Reads a list's state from a query string through the list's request schema (the one the server
 * validates with): unknown keys and values the schema refuses are dropped, one key at a time, so
 * the rest of a link still applies.
 */
export function parseListUrl(schema: ListSchema, search: string | URLSearchParams): ParsedListUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const shape = schema.shape as Record<string, unknown>;
  const typeReserved = !(TYPE_NEW_KEY in shape);
  const candidate: Record<string, UrlValue> = {};
  const dropped: string[] = [];
  let typeNew = false;
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue; // `?companyName=` is a blank filter, not a fault
    if (key === TYPE_NEW_KEY && typeReserved) {
      if (values.length === 1 && values[0] === TYPE_NEW_VALUE) typeNew = true;
      else dropped.push(key);
      continue;
    }
    // A repeated page, size or sort is ambiguous (and Number(['2']) would even pass as 2).
    if (!(key in shape) || (isControlKey(key) && values.length > 1)) {
      dropped.push(key);
      continue;
    }
    candidate[key] = values.length === 1 ? (values[0] as string) : values;
  }
  // Drop what the schema refuses, key by key, until the rest parses.
  let output: Record<string, unknown> = {};
  for (;;) {
    const result = schema.safeParse(candidate);
    if (result.success) {
      output = result.data as Record<string, unknown>;
      break;
    }
    const bad = new Set(result.error.issues.map((i) => String(i.path[0] ?? '')).filter((k) => k in candidate));
    // A refusal not tied to one key: nothing in the link can be trusted.
    const toDrop = bad.size > 0 ? [...bad] : Object.keys(candidate);
    if (toDrop.length === 0) break;
    for (const key of toDrop) {
      delete candidate[key];
      dropped.push(key);
    }
  }
  const filters: Record<string, UrlValue> = {};
  for (const [key, value] of Object.entries(candidate)) if (!isControlKey(key)) filters[key] = value;
  const state: ListUrlState = {
    filters,
    pageNum: typeof output.pageNum === 'number' ? output.pageNum : DEFAULT_PAGING.pageNum,
    pageSize: typeof output.pageSize === 'number' ? output.pageSize : DEFAULT_PAGING.pageSize,
  };
  if (typeof candidate.field === 'string') state.field = candidate.field;
  if (candidate.sortType === 'asc' || candidate.sortType === 'desc') state.sortType = candidate.sortType;
  return { state, dropped, typeNew };
}

/** Writes a list's state as a query string: defaults left out, so a cleared list has none. */
export function listStateToSearch(state: ListUrlState, typeNew = false): string {
  const params = new URLSearchParams();
  if (typeNew) params.set(TYPE_NEW_KEY, TYPE_NEW_VALUE);
  for (const [key, value] of Object.entries(state.filters)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  if (state.field) params.set('field', state.field);
  if (state.sortType) params.set('sortType', state.sortType);
  if (state.pageNum !== DEFAULT_PAGING.pageNum) params.set('pageNum', String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGING.pageSize) params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** Request filters (from the search form) as URL values: one value stays single, blanks go. */
export function toUrlFilters(filters: Record<string, unknown>): Record<string, UrlValue> {
  const out: Record<string, UrlValue> = {};
  for (const [key, value] of Object.entries(filters)) {
    const list = (Array.isArray(value) ? value : [value])
      .filter((v) => v !== undefined && v !== null)
      .map(String)
      .filter((v) => v !== '');
    if (list.length === 1) out[key] = list[0] as string;
    else if (list.length > 1) out[key] = list;
  }
  return out;
}

/** The request body of a state: filters, sort and paging. */
export function toRequestParams(state: ListUrlState): Record<string, unknown> {
  const out: Record<string, unknown> = { ...state.filters };
  if (state.field) out.field = state.field;
  if (state.sortType) out.sortType = state.sortType;
  out.pageNum = state.pageNum;
  out.pageSize = state.pageSize;
  return out;
}

/**
 * The search form's values for a state: ranges as day pickers, selects as their options' own
 * values (numbers stay numbers), custom pickers as the schema types them (people ids as numbers,
 * the area cascader as codes).
 */
export function toFormValues(schema: ListSchema, filters: Record<string, UrlValue>, fields: FilterField[]): Record<string, unknown> {
  const parsed = schema.safeParse(filters);
  const typed = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = filters[f.name];
    if (raw === undefined) continue;
    const list = Array.isArray(raw) ? raw : [raw];
    if (f.type === 'dateRange') out[f.name] = rangeFromParam(list[0] as string);
    else if (f.type === 'select') {
      const fallback = (i: number) => {
        const t = typed[f.name];
        return Array.isArray(t) ? t[i] : t;
      };
      const values = list.map((v, i) => f.options.find((o) => String(o.value) === v)?.value ?? fallback(i) ?? v);
      out[f.name] = f.multiple ? values : values[0];
    } else if (f.type === 'input') out[f.name] = list.join(',');
    else out[f.name] = typed[f.name] ?? raw;
  }
  return out;
}

/** "start,end" milliseconds as the range picker's value; 0 is an open side. */
function rangeFromParam(value: string): [dayjs.Dayjs | null, dayjs.Dayjs | null] {
  const [a, b] = value.split(',').map((s) => Number(s.trim()));
  return [a ? dayjs(a) : null, b ? dayjs(b) : null];
}
