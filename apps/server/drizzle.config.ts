import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The modules' tables (src/platform/db/schema.ts), and a configuration screen's table, which is
  // written in the screen's own file (src/modules/config/screens/<key>.ts).
  schema: ['./src/platform/db/schema.ts', './src/modules/config/screens/*.ts'],
  out: './drizzle',
});
