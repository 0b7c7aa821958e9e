CREATE TABLE "terminal_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"package_manager" varchar(10) NOT NULL,
	"port" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_settings_single_row" CHECK ("terminal_settings"."id" = 1),
	CONSTRAINT "terminal_settings_port_range" CHECK ("terminal_settings"."port" between 1 and 65535)
);
