import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import type { CrudScreen, CrudTable, ListBody } from '../../platform/crud/crud-config.js';

/** Reading a configuration screen: administrators, or a role granted that screen. */
export const readAccess = (routeId: number) => ({ roles: [0, 100], routes: [routeId] }) as const;
/** Changing configuration: administrators only. */
export const WRITE = { roles: [0, 100] } as const;
/** The OpenAPI group of every configuration route. */
export const tags = ['配置管理'];

/** A configuration screen's server side: its routes, once the app's context is known. */
export type ScreenRoutes = (ctx: AppContext) => FastifyPluginAsyncZod;

/**
 * A configuration screen's routes from its own file (`screens/<key>.ts`): the CRUD factory's
 * configuration, with what every screen has alike added here: the OpenAPI group, and access by
 * its menu entry's route id (administrators write, a role granted the screen reads).
 */
export const crudScreen =
  <T extends CrudTable, L extends ListBody, S extends z.ZodType<{ id?: string | number }>, R>(
    screen: CrudScreen<T, L, S, R>,
  ): ScreenRoutes =>
  (ctx) =>
    crudRoutes(ctx, { ...screen, tags, access: { read: readAccess(screen.api.menu.id), write: WRITE } });
