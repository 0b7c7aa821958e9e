-- One name per concept (issue 14): certificate types and alert rules are switched on and off by `status`
-- ('enable' | 'disable') as every other resource, no longer by a boolean `enabled`.
ALTER TABLE "certificate_type" ALTER COLUMN "enabled" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "certificate_type" ALTER COLUMN "enabled" SET DATA TYPE varchar(10) USING CASE WHEN "enabled" THEN 'enable' ELSE 'disable' END;--> statement-breakpoint
ALTER TABLE "certificate_type" ALTER COLUMN "enabled" SET DEFAULT 'enable';--> statement-breakpoint
ALTER TABLE "certificate_type" RENAME COLUMN "enabled" TO "status";--> statement-breakpoint
ALTER TABLE "alert_rule" ALTER COLUMN "enabled" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "alert_rule" ALTER COLUMN "enabled" SET DATA TYPE varchar(10) USING CASE WHEN "enabled" THEN 'enable' ELSE 'disable' END;--> statement-breakpoint
ALTER TABLE "alert_rule" ALTER COLUMN "enabled" SET DEFAULT 'enable';--> statement-breakpoint
ALTER TABLE "alert_rule" RENAME COLUMN "enabled" TO "status";--> statement-breakpoint
-- A recycled copy is put back column by column (jsonb_populate_record): its `enabled` becomes `status`, or
-- the restore would find no value for a column that requires one.
UPDATE "security_data_recycle_log"
  SET "data" = ("data" - 'enabled') || jsonb_build_object('status', CASE WHEN "data"->'enabled' = 'true'::jsonb THEN 'enable' ELSE 'disable' END)
  WHERE "data_table" IN ('certificate_type', 'alert_rule') AND jsonb_typeof("data") = 'object' AND "data" ? 'enabled';--> statement-breakpoint
-- Sensitive-data rules watching `enabled` watch `status`; their logged changes roll back to the new values.
UPDATE "security_sensitive_data"
  SET "fields" = (SELECT jsonb_agg(CASE WHEN field = '"enabled"'::jsonb THEN '"status"'::jsonb ELSE field END ORDER BY place) FROM jsonb_array_elements("fields") WITH ORDINALITY AS watched(field, place))
  WHERE "data_table" IN ('certificate_type', 'alert_rule') AND jsonb_typeof("fields") = 'array' AND "fields" ? 'enabled';--> statement-breakpoint
UPDATE "security_sensitive_data_log"
  SET "data_field" = 'status',
    "before" = CASE "before" WHEN 'true'::jsonb THEN '"enable"'::jsonb WHEN 'false'::jsonb THEN '"disable"'::jsonb ELSE "before" END,
    "after" = CASE "after" WHEN 'true'::jsonb THEN '"enable"'::jsonb WHEN 'false'::jsonb THEN '"disable"'::jsonb ELSE "after" END
  WHERE "data_table" IN ('certificate_type', 'alert_rule') AND "data_field" = 'enabled';
