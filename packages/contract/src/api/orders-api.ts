import { z } from 'zod';
import { delaySchema, dispatchSchema, endOrderSchema, grantFourValidateSchema, updateMarkSchema } from '../orders.js';
import { defineRoute } from './route.js';

const action = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineRoute({ method: 'POST', path, body, response: z.null() });

/** Actions of the order lists (modules/orders/order-actions on the server, features/orders on the web). */
export const ordersApi = {
  updateMark: action('/api/order/updateMark', updateMarkSchema),
  delay: action('/api/order/delay', delaySchema),
  dispatch: action('/api/order/dispatch', dispatchSchema),
  grantFourValidate: action('/api/enterprise/grantFourValidate', grantFourValidateSchema),
  end: action('/api/order/end', endOrderSchema),
};
