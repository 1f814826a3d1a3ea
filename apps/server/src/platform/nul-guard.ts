import { Msg } from '@certdesk/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a value used to reach the database and
 * fail there as HTTP 500. No field of this application has a use for it, so every request is
 * checked once, before validation, and refused with a clear message.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(v, depth + 1)) return true;
  }
  return false;
}

/** Refuses any request whose body, query or path parameters hold a NUL character. */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest(Msg.nulRefused);
    }
  });
}
