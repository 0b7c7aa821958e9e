CREATE TABLE "account_ticket" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"type" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_captcha" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"template_code" varchar(30) NOT NULL,
	"content" text NOT NULL,
	"provider" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" varchar(100) NOT NULL,
	"event" varchar(30) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_ticket" ADD CONSTRAINT "account_ticket_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_captcha_expires" ON "click_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile" ON "sms_outbox" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_code_target_event" ON "verification_code" USING btree ("target","event");--> statement-breakpoint
CREATE INDEX "verification_code_expires" ON "verification_code" USING btree ("expires_at");