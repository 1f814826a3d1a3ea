export * from './auth.js';
export * from './envelope.js';
export * from './errors.js';
export * from './menu.js';
export * from './order-enums.js';
export * from './paging.js';
export * from './realtime.js';
export * from './roles.js';
