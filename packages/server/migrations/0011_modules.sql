CREATE TABLE "module_migration" (
	"module" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_migration_module_name_pk" PRIMARY KEY("module","name")
);
--> statement-breakpoint
CREATE TABLE "module_rule_install" (
	"tree" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"module" varchar(50) NOT NULL,
	"title" varchar(50) NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_rule_install_tree_name_pk" PRIMARY KEY("tree","name")
);
--> statement-breakpoint
CREATE TABLE "module_state" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"version" varchar(20) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
