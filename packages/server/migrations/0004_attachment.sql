CREATE TABLE "attachment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" varchar(30) DEFAULT 'default' NOT NULL,
	"admin_id" uuid,
	"user_id" uuid,
	"username" varchar(30) DEFAULT '' NOT NULL,
	"url" varchar(255) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"storage" varchar(10) DEFAULT 'local' NOT NULL,
	"name" varchar(255) NOT NULL,
	"suffix" varchar(20) DEFAULT '' NOT NULL,
	"mimetype" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha1" varchar(40) NOT NULL,
	"quote" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_upload_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_sha1_unique" ON "attachment" USING btree ("sha1");--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_url_unique" ON "attachment" USING btree ("url");