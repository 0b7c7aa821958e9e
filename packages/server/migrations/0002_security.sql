CREATE TABLE "security_data_recycle" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(50) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"data_table" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_data_recycle_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recycle_id" uuid,
	"resource" varchar(64) NOT NULL,
	"data_table" varchar(64) NOT NULL,
	"record_id" uuid NOT NULL,
	"record_label" varchar(200) DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"admin_id" uuid,
	"username" varchar(30) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"useragent" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" varchar(30) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_sensitive_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(50) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"data_table" varchar(64) NOT NULL,
	"fields" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_sensitive_data_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sensitive_id" uuid,
	"resource" varchar(64) NOT NULL,
	"data_table" varchar(64) NOT NULL,
	"record_id" uuid NOT NULL,
	"data_field" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"rollback_of" uuid,
	"admin_id" uuid,
	"username" varchar(30) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"useragent" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"rolled_back_by" varchar(30) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_created" ON "security_data_recycle_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_record" ON "security_data_recycle_log" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_created" ON "security_sensitive_data_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_record" ON "security_sensitive_data_log" USING btree ("record_id");