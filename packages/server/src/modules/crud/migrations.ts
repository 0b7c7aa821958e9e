import type { ModuleMigration } from '../../platform/module.js';
import { STATEMENT_BREAK } from '../../platform/module-migrations.js';

/** The generator's own table (tables.ts says the same in Drizzle). */
export const MIGRATIONS: readonly ModuleMigration[] = [
  {
    name: '0001_crud_log',
    sql: [
      `CREATE TABLE IF NOT EXISTS "crud_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "table_name" varchar(64) NOT NULL,
  "type" varchar(10) NOT NULL,
  "design" jsonb NOT NULL,
  "migrations" jsonb NOT NULL,
  "status" varchar(10) DEFAULT 'generated' NOT NULL,
  "resource" varchar(100) DEFAULT '' NOT NULL,
  "version" varchar(20) DEFAULT '' NOT NULL,
  "reason" varchar(500) DEFAULT '' NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "row_version" integer DEFAULT 1 NOT NULL
)`,
      `CREATE INDEX IF NOT EXISTS "crud_log_table_name_idx" ON "crud_log" ("table_name")`,
    ].join(`;\n${STATEMENT_BREAK}\n`),
  },
];
