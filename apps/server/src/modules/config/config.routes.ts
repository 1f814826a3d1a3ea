import { type ConfigScreenKey, configApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import type { ScreenRoutes } from './config.shared.js';

/**
 * The server's file of a configuration screen, found by its key in the contract's `configApi`:
 * screens/<key>.ts, whose default export is the screen's routes (`crudScreen`). The template
 * literal is what lets esbuild bundle every file of screens/ (build.mjs), as tsx and vitest load
 * them from the source; so a new screen needs no line here.
 */
async function loadScreen(key: ConfigScreenKey): Promise<ScreenRoutes> {
  // A missing file fails here at start-up, and in config.test.ts before that.
  const file: { default?: ScreenRoutes } = await import(`./screens/${key}.ts`);
  if (!file.default) throw new Error(`modules/config/screens/${key}.ts exports no default (crudScreen) for configuration screen '${key}'`);
  return file.default;
}

/** Every configuration screen's routes (/configuration/*), in the contract's order. */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const key of Object.keys(configApi) as ConfigScreenKey[]) await app.register((await loadScreen(key))(ctx));
  };
}
