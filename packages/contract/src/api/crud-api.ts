import { z } from 'zod';
import { dataDicListSchema, dataDicRowSchema, saveDataDicSchema } from '../admin-config.js';
import { pageOf } from '../envelope.js';
import type { MenuNode } from '../menu.js';
import { defineRoute } from './route.js';

// How a configuration screen's routes are built from its schemas and a path prefix. Each screen
// is one file of config-screens/ that calls one of these (docs/architecture.md, "Adding a
// configuration screen").

/** The `:id` of a serial-keyed row. */
export const serialId = z.object({ id: z.coerce.number().int().positive() });
/** The `:id` of a dictionary entry: the code the administrator typed. */
const dicCode = z.object({ id: z.string().min(1).max(64) });

/** What a configuration screen's routes are built from. */
interface CrudSpec<L extends z.ZodType, R extends z.ZodType, S extends z.ZodType, A extends z.ZodType, P extends z.ZodType> {
  /** The screen's menu entry; its route id also says who may read the screen. */
  menu: MenuNode;
  /** The paths' common start: `${base}/list`, `${base}/save`, `${base}/:id` … */
  base: string;
  list: L;
  row: R;
  save: S;
  /** The `data` of a save: the new row's id (serial keys), or null. */
  saved: A;
  /** The `:id` of delete and info. */
  id: P;
  /** DELETE `${path}/:id`: `true` puts it at `base`; absent, rows are not deleted. */
  delete?: true | string;
  /** GET `${base}/info/:id`: one row. */
  info?: true;
  /** POST `${base}/list/export`: the filtered rows as a spreadsheet. */
  export?: true;
}

/**
 * The routes of one configuration screen, and its menu entry: list (POST `${base}/list`, a page
 * of rows) and save (POST `${base}/save`), and delete, info and export where the screen has them.
 * The export is a download, not an enveloped answer, so only its path is kept.
 */
export function crudApi<L extends z.ZodType, R extends z.ZodType, S extends z.ZodType, A extends z.ZodType, P extends z.ZodType>(
  spec: CrudSpec<L, R, S, A, P>,
) {
  const { menu, base } = spec;
  const deletePath = spec.delete === true ? base : spec.delete;
  const api: {
    menu: MenuNode;
    list: { method: 'POST'; path: string; body: L; response: ReturnType<typeof pageOf<R>> };
    save: { method: 'POST'; path: string; body: S; response: A };
    delete?: { method: 'DELETE'; path: string; params: P; response: z.ZodNull };
    info?: { method: 'GET'; path: string; params: P; response: R };
    exportPath?: string;
  } = {
    menu,
    list: defineRoute({ method: 'POST', path: `${base}/list`, body: spec.list, response: pageOf(spec.row) }),
    save: defineRoute({ method: 'POST', path: `${base}/save`, body: spec.save, response: spec.saved }),
  };
  if (deletePath) api.delete = defineRoute({ method: 'DELETE', path: `${deletePath}/:id`, params: spec.id, response: z.null() });
  if (spec.info) api.info = defineRoute({ method: 'GET', path: `${base}/info/:id`, params: spec.id, response: spec.row });
  if (spec.export) api.exportPath = `${base}/list/export`;
  return api;
}

/** A configuration screen's routes as `crudApi` builds them (any screen). */
export type CrudApi = ReturnType<typeof crudApi>;

/**
 * A screen of serial-keyed rows that are added, edited and deleted (at `base`, unless `delete`
 * says where); a save answers the new row's id.
 */
export const serialRows = <L extends z.ZodType, R extends z.ZodType, S extends z.ZodType>(
  menu: MenuNode,
  base: string,
  schemas: { list: L; row: R; save: S },
  more: { delete?: string; export?: true } = {},
) => crudApi({ menu, base, ...schemas, saved: z.number().int(), id: serialId, delete: more.delete ?? true, export: more.export });

/** The data dictionary and the mail configuration: two categories of one table, the same routes under two paths. */
export const dictionary = (menu: MenuNode, base: string) =>
  crudApi({
    menu,
    base,
    list: dataDicListSchema,
    row: dataDicRowSchema,
    save: saveDataDicSchema,
    saved: z.null(),
    id: dicCode,
    delete: true,
    info: true,
    export: true,
  });
