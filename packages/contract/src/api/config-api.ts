import * as screens from './config-screens/index.js';

export { type CrudApi, crudApi } from './crud-api.js';

/**
 * The configuration screens (/configuration/*): each one's menu entry and routes, one file per
 * screen in config-screens/, in menu order (their route ids). The server serves each with the
 * CRUD factory (modules/config/screens/<key>.ts), the web shows each with ConfigCrud
 * (pages/configuration/<Key>Page.tsx); docs/architecture.md, "Adding a configuration screen".
 */
export const configApi = Object.fromEntries(Object.entries(screens).sort(([, a], [, b]) => a.menu.id - b.menu.id)) as unknown as {
  readonly [K in keyof typeof screens]: (typeof screens)[K];
};

/** The key of a configuration screen in `configApi`. */
export type ConfigScreenKey = keyof typeof configApi;
