import type { ConfigScreenKey } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { businessPhoneRoutes } from './business-phone.routes.js';
import { dataDicRoutes, mailConfigRoutes } from './data-dic.routes.js';
import { msgTemplateRoutes } from './msg-template.routes.js';
import { progressConfigRoutes } from './progress-config.routes.js';
import { subtotalKeywordRoutes } from './subtotal-keyword.routes.js';
import { websiteRoutes } from './website.routes.js';

/**
 * The server's configuration of each configuration screen, by its key in the contract's
 * `configApi`: a screen the contract lists and this record lacks does not compile.
 */
const SCREENS: Record<ConfigScreenKey, (ctx: AppContext) => FastifyPluginAsyncZod> = {
  website: websiteRoutes,
  phone: businessPhoneRoutes,
  dataDic: dataDicRoutes,
  subtotal: subtotalKeywordRoutes,
  mailConfig: mailConfigRoutes,
  messageTemplate: msgTemplateRoutes,
  dingtalk: progressConfigRoutes,
};

/** Every configuration screen's routes (/configuration/*). */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const routes of Object.values(SCREENS)) await app.register(routes(ctx));
  };
}
