CREATE SEQUENCE "public"."module_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "module_package" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"version" varchar(20) NOT NULL,
	"manifest" jsonb NOT NULL,
	"key_id" varchar(128) NOT NULL,
	"signature" text NOT NULL,
	"source" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_signing_key" (
	"key_id" varchar(128) PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_state" ADD COLUMN "installed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "module_rule_install" SET "module" = 'module' WHERE "tree" = 'admin' AND ("name" = 'moduleStore' OR "name" LIKE 'moduleStore/%');
