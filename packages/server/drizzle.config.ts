import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w packages/server` writes a new migration from the tables' TypeScript.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
