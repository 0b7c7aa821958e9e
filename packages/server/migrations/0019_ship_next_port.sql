ALTER TABLE "ship" ADD COLUMN "next_port" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ship" ADD COLUMN "next_port_eta" date;