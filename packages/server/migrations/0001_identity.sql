CREATE TABLE "admin_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pid" uuid,
	"name" varchar(50) NOT NULL,
	"data_scope" varchar(20) DEFAULT 'self' NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_group_access" (
	"admin_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "admin_group_access_admin_id_group_id_pk" PRIMARY KEY("admin_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "admin_group_department" (
	"group_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "admin_group_department_group_id_department_id_pk" PRIMARY KEY("group_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "admin_group_rule" (
	"group_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	CONSTRAINT "admin_group_rule_group_id_rule_id_pk" PRIMARY KEY("group_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "admin_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"username" varchar(30) DEFAULT '' NOT NULL,
	"url" varchar(1500) NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"right" varchar(100) DEFAULT '' NOT NULL,
	"data" jsonb,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"useragent" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pid" uuid,
	"type" varchar(10) NOT NULL,
	"title" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"path" varchar(100) DEFAULT '' NOT NULL,
	"icon" varchar(50) DEFAULT '' NOT NULL,
	"menu_type" varchar(10),
	"url" varchar(255) DEFAULT '' NOT NULL,
	"component" varchar(100) DEFAULT '' NOT NULL,
	"keepalive" boolean DEFAULT false NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pid" uuid,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"dept_type" varchar(20) NOT NULL,
	"code" varchar(30) DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_group_access" ADD CONSTRAINT "admin_group_access_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_group_access" ADD CONSTRAINT "admin_group_access_group_id_admin_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."admin_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_group_department" ADD CONSTRAINT "admin_group_department_group_id_admin_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."admin_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_group_department" ADD CONSTRAINT "admin_group_department_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_group_rule" ADD CONSTRAINT "admin_group_rule_group_id_admin_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."admin_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_group_rule" ADD CONSTRAINT "admin_group_rule_rule_id_admin_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."admin_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_group_pid" ON "admin_group" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "admin_group_access_group" ON "admin_group_access" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "admin_group_rule_rule" ON "admin_group_rule" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "admin_log_admin" ON "admin_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_log_created" ON "admin_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_rule_name_unique" ON "admin_rule" USING btree ("name");--> statement-breakpoint
CREATE INDEX "admin_rule_pid" ON "admin_rule" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "department_pid" ON "department" USING btree ("pid");--> statement-breakpoint
ALTER TABLE "admin" ADD CONSTRAINT "admin_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;