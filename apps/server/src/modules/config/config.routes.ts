import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { businessPhoneRoutes } from './business-phone.routes.js';
import { dataDicRoutes } from './data-dic.routes.js';
import { msgTemplateRoutes } from './msg-template.routes.js';
import { progressConfigRoutes } from './progress-config.routes.js';
import { subtotalKeywordRoutes } from './subtotal-keyword.routes.js';
import { websiteRoutes } from './website.routes.js';

/** Every configuration screen's routes (/configuration/*). */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(dataDicRoutes(ctx));
    await app.register(progressConfigRoutes(ctx));
    await app.register(msgTemplateRoutes(ctx));
    await app.register(subtotalKeywordRoutes(ctx));
    await app.register(websiteRoutes(ctx));
    await app.register(businessPhoneRoutes(ctx));
  };
}
