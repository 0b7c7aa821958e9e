CREATE TABLE "request_nonce" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(30) NOT NULL,
	"nickname" varchar(50) DEFAULT '' NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"last_name" varchar(50) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"department_id" uuid,
	"is_leader" boolean DEFAULT false NOT NULL,
	"weight_type" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_known_address" (
	"account" varchar(80) NOT NULL,
	"address" varchar(64) NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "request_nonce_expires" ON "request_nonce" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_username_unique" ON "admin" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "auth_token_family" ON "auth_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_token_subject" ON "auth_token" USING btree ("subject_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "login_known_address_unique" ON "login_known_address" USING btree ("account","address");