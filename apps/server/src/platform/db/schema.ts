// Every table of the database, gathered from the modules that own them. Add one line per
// module schema file; drizzle-kit reads this file to generate migrations.

export * from '../../modules/admin-audit/admin-audit.schema.js';
export * from '../../modules/auth/auth.schema.js';
export * from '../../modules/calls/calls.schema.js';
export * from '../../modules/certification/certification.schema.js';
export * from '../../modules/config/config.schema.js';
export * from '../../modules/dashboard/dashboard.schema.js';
export * from '../../modules/decisions/decisions.schema.js';
export * from '../../modules/detail/detail.schema.js';
export * from '../../modules/evidence/evidence.schema.js';
export * from '../../modules/ip-whitelist/ip-whitelist.schema.js';
export * from '../../modules/mail/mail.schema.js';
export * from '../../modules/messages/messages.schema.js';
export * from '../../modules/orders/intake-id-bounds.schema.js';
export * from '../../modules/orders/list-changes.schema.js';
export * from '../../modules/orders/order-combinations.schema.js';
export * from '../../modules/orders/order-handlers.schema.js';
export * from '../../modules/orders/orders.schema.js';
export * from '../../modules/partner/outbox.schema.js';
export * from '../../modules/partner/partner.schema.js';
export * from '../../modules/registry/registry.schema.js';
export * from '../../modules/roles/roles.schema.js';
export * from '../../modules/third-party/third-party.schema.js';
export * from '../../modules/users/users.schema.js';
export * from '../cluster/cluster.schema.js';
export * from '../rate-limit/rate-limit.schema.js';
