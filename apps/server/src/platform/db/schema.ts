// Every table of the database, gathered from the modules that own them. Add one line per
// module schema file; drizzle-kit reads this file to generate migrations.
export * from '../../modules/auth/auth.schema.js';
export * from '../../modules/roles/roles.schema.js';
export * from '../../modules/users/users.schema.js';
export * from '../../modules/orders/orders.schema.js';
