import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { cascaderToCodes, codesToCascader } from './area-codes';

/** What a field may depend on: the row being edited (null when adding) and the dialog's values. */
export interface FieldContext<Row> {
  editing: Row | null;
  values: Record<string, unknown>;
}

type Dynamic<Row, T> = T | ((ctx: FieldContext<Row>) => T);

/**
 * One field of a configuration dialog. Its `name` is the row's and the save body's key; the
 * kind picks the input and how its value goes to and from the row (an area field reads and
 * writes province / city / area).
 */
export type CrudField<Row> = {
  name: string;
  label: string;
  /**
   * The field of the save body's contract schema (`saveXSchema.shape.name`): its rule (required,
   * limits, the Chinese messages) is the field's, so the dialog checks what the server checks.
   */
  schema?: z.ZodType;
  /** The message when the field is left empty, for a field whose form value is not the body's (an area). */
  required?: string;
  rules?: Rule[];
  testId?: string;
  placeholder?: string;
  extra?: Dynamic<Row, string>;
  disabled?: Dynamic<Row, boolean>;
  /** Not shown (and not validated) while true. */
  hidden?: Dynamic<Row, boolean>;
  /** The value of a new row. */
  initial?: unknown;
} & (
  | { kind: 'text' | 'password'; max: number }
  | { kind: 'textarea'; max?: number; rows: { minRows: number; maxRows?: number } }
  | { kind: 'number' | 'orderTypes' | 'switch' }
  | { kind: 'area'; district?: boolean }
);

/** A dynamic property's value in a context. */
export const resolve = <Row, T>(v: Dynamic<Row, T> | undefined, ctx: FieldContext<Row>): T | undefined =>
  typeof v === 'function' ? (v as (c: FieldContext<Row>) => T)(ctx) : v;

/** The dialog's starting values: the row's (edit) or each field's initial value (add). */
export function fieldsToValues<Row extends object>(fields: CrudField<Row>[], row: Row | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const r = row as Record<string, unknown> | null;
  for (const f of fields) {
    if (f.kind === 'area') {
      if (r) out[f.name] = areaPathOf(r, f.district);
    } else if (r) out[f.name] = f.kind === 'password' ? '' : r[f.name];
    else if (f.initial !== undefined) out[f.name] = f.initial;
  }
  return out;
}

/** The save body: the row's id when editing, then each field's value in the shape the server takes. */
export function fieldsToBody<Row extends { id: number | string }>(
  fields: CrudField<Row>[],
  values: Record<string, unknown>,
  row: Row | null,
): Record<string, unknown> {
  const out: Record<string, unknown> = row ? { id: row.id } : {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'area') Object.assign(out, areaCodesOf(v as string[] | undefined, f.district));
    else if (f.kind === 'orderTypes') out[f.name] = v ?? [];
    else if (f.kind === 'switch') out[f.name] = Boolean(v);
    // A blank password keeps the stored one.
    else if (f.kind === 'password') out[f.name] = v || undefined;
    else if (f.kind === 'number') out[f.name] = v ?? 0;
    else out[f.name] = v ?? '';
  }
  return out;
}

const areaPathOf = (r: Record<string, unknown>, district?: boolean) =>
  codesToCascader(String(r.province ?? ''), String(r.city ?? ''), district ? String(r.area ?? '') : '');

function areaCodesOf(path: string[] | undefined, district?: boolean) {
  const { province, city, area } = cascaderToCodes(path);
  return district ? { province, city, area } : { province, city };
}
