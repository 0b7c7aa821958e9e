ALTER TABLE "security_data_recycle_log" ADD COLUMN "scoped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "security_data_recycle_log" ADD COLUMN "dept_id" uuid;--> statement-breakpoint
ALTER TABLE "security_data_recycle_log" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "security_sensitive_data_log" ADD COLUMN "scoped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "security_sensitive_data_log" ADD COLUMN "dept_id" uuid;--> statement-breakpoint
ALTER TABLE "security_sensitive_data_log" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_dept" ON "security_data_recycle_log" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_dept" ON "security_sensitive_data_log" USING btree ("dept_id");