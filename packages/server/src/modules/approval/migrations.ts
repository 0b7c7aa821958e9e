import type { ModuleMigration } from '../../platform/module.js';
import { STATEMENT_BREAK } from '../../platform/module-migrations.js';

/** The approval area's tables (tables.ts says the same in Drizzle). */
export const MIGRATIONS: readonly ModuleMigration[] = [
  {
    name: '0001_approval',
    sql: [
      `CREATE TABLE IF NOT EXISTS "approval_flow" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "biz_type" varchar(40) NOT NULL,
  "name_en" varchar(100) DEFAULT '' NOT NULL,
  "name_zh" varchar(100) DEFAULT '' NOT NULL,
  "steps" jsonb NOT NULL,
  "status" varchar(10) DEFAULT 'enable' NOT NULL,
  "created_by" uuid,
  "updated_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "row_version" integer DEFAULT 1 NOT NULL
)`,
      `CREATE UNIQUE INDEX IF NOT EXISTS "approval_flow_biz_type_unique" ON "approval_flow" ("biz_type")`,
      `CREATE TABLE IF NOT EXISTS "approval_instance" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "biz_type" varchar(40) NOT NULL,
  "biz_id" uuid NOT NULL,
  "title" varchar(200) NOT NULL,
  "steps" jsonb NOT NULL,
  "current_step" smallint NOT NULL,
  "status" varchar(10) DEFAULT 'pending' NOT NULL,
  "transferred_to" uuid,
  "ship_id" uuid,
  "dept_id" uuid,
  "started_by" uuid NOT NULL,
  "due_date" date,
  "settled_at" timestamp with time zone,
  "created_by" uuid,
  "updated_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "row_version" integer DEFAULT 1 NOT NULL
)`,
      `CREATE INDEX IF NOT EXISTS "approval_instance_biz" ON "approval_instance" ("biz_type", "biz_id")`,
      `CREATE UNIQUE INDEX IF NOT EXISTS "approval_instance_pending_unique" ON "approval_instance" ("biz_type", "biz_id") WHERE "status" = 'pending'`,
      `CREATE INDEX IF NOT EXISTS "approval_instance_dept" ON "approval_instance" ("dept_id")`,
      `CREATE TABLE IF NOT EXISTS "approval_record" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "instance_id" uuid NOT NULL REFERENCES "approval_instance"("id") ON DELETE CASCADE,
  "biz_type" varchar(40) NOT NULL,
  "biz_id" uuid NOT NULL,
  "step" smallint NOT NULL,
  "step_title_en" varchar(100) DEFAULT '' NOT NULL,
  "step_title_zh" varchar(100) DEFAULT '' NOT NULL,
  "approver_id" uuid NOT NULL,
  "action" varchar(10) NOT NULL,
  "comment" varchar(1000) DEFAULT '' NOT NULL,
  "to_step" smallint,
  "transfer_to" uuid,
  "acted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
)`,
      `CREATE INDEX IF NOT EXISTS "approval_record_biz" ON "approval_record" ("biz_type", "biz_id", "acted_at")`,
      `CREATE INDEX IF NOT EXISTS "approval_record_instance" ON "approval_record" ("instance_id")`,
    ].join(`;\n${STATEMENT_BREAK}\n`),
  },
];
