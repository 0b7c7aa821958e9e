CREATE TABLE "member_group_rule" (
	"group_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	CONSTRAINT "member_group_rule_group_id_rule_id_pk" PRIMARY KEY("group_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "member_money_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"memo" varchar(255) NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"money" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rule" (
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_score_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"memo" varchar(255) NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_group_rule" ADD CONSTRAINT "member_group_rule_group_id_member_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."member_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_group_rule" ADD CONSTRAINT "member_group_rule_rule_id_member_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."member_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_money_log" ADD CONSTRAINT "member_money_log_user_id_member_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_score_log" ADD CONSTRAINT "member_score_log_user_id_member_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_money_log_user" ON "member_money_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_rule_name_unique" ON "member_rule" USING btree ("name");--> statement-breakpoint
CREATE INDEX "member_rule_pid" ON "member_rule" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "member_score_log_user" ON "member_score_log" USING btree ("user_id","created_at");