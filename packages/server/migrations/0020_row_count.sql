CREATE TABLE "resource_row_count" (
	"table_name" varchar(63) NOT NULL,
	"dept_id" uuid,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_row_count_table" (
	"table_name" varchar(63) PRIMARY KEY NOT NULL,
	"relid" bigint NOT NULL,
	"dept_column" varchar(63) NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resource_row_count_table_dept" ON "resource_row_count" USING btree ("table_name","dept_id");--> statement-breakpoint
-- The triggers platform/resource/row-count.ts attaches to a counted table, each given the department column's
-- name ('' for none): rows added and removed by a statement go in as one row per department, a row moved
-- to another department as two, an emptied table's counts go.
CREATE OR REPLACE FUNCTION resource_row_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] <> '' THEN
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, %I::uuid, count(*) FROM added GROUP BY 2', TG_TABLE_NAME, TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, NULL, count(*) FROM added HAVING count(*) > 0', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resource_row_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] <> '' THEN
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, %I::uuid, -count(*) FROM removed GROUP BY 2', TG_TABLE_NAME, TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, NULL, -count(*) FROM removed HAVING count(*) > 0', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resource_row_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resource_row_count (table_name, dept_id, n)
  VALUES (TG_TABLE_NAME, (to_jsonb(OLD) ->> TG_ARGV[0])::uuid, -1), (TG_TABLE_NAME, (to_jsonb(NEW) ->> TG_ARGV[0])::uuid, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resource_row_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resource_row_count WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
