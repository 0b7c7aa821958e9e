CREATE TABLE "config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(50) NOT NULL,
	"group" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tip" varchar(255) DEFAULT '' NOT NULL,
	"type" varchar(20) NOT NULL,
	"value" jsonb,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"allow_del" boolean DEFAULT true NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "config_name_unique" ON "config" USING btree ("name");