import { z } from 'zod';
import { detailIdParams } from '../detail.js';
import { defineRoute } from './route.js';

/**
 * The shapes most calls take, so that route tables list paths and schemas only: a GET of one
 * order's piece (or one row) by its id, a POST of a body, and a POST that answers no data.
 */

/** GET `/…/:id` of an order or of one row (detailIdParams: a positive integer id), answering `response`. */
export const getById = <const P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineRoute({ method: 'GET', path, params: detailIdParams, response });

/** POST of `body`, answering `response`. */
export const postOf = <const P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, response: R) =>
  defineRoute({ method: 'POST', path, body, response });

/** POST of `body` that answers nothing but its message (a save or an action). */
export const saveOf = <const P extends string, B extends z.ZodType>(path: P, body: B) => postOf(path, body, z.null());
