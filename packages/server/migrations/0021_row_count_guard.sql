-- The counting triggers of 0020 (platform/resource/row-count.ts), made safe against a table's columns
-- changing under them (the CRUD generator drops, renames and retypes a design's columns): a record moved
-- to another department is counted by a statement-level trigger that names its column only at run time,
-- so the column no longer depends on a trigger and may be dropped or changed; and when the column a table
-- is counted by is gone or no longer a uuid, a write no longer fails on it: the table is forgotten (its
-- registration deleted), and the next list that needs its total counts it afresh.
CREATE OR REPLACE FUNCTION resource_row_count_column_ok(relid oid, col text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT col = '' OR EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = relid AND attname = col AND NOT attisdropped AND atttypid = 'uuid'::regtype)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resource_row_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT resource_row_count_column_ok(TG_RELID, TG_ARGV[0]) THEN
    DELETE FROM resource_row_count_table WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_ARGV[0] <> '' THEN
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, %I, count(*) FROM added GROUP BY 2', TG_TABLE_NAME, TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, NULL, count(*) FROM added HAVING count(*) > 0', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resource_row_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT resource_row_count_column_ok(TG_RELID, TG_ARGV[0]) THEN
    DELETE FROM resource_row_count_table WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_ARGV[0] <> '' THEN
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, %I, -count(*) FROM removed GROUP BY 2', TG_TABLE_NAME, TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, NULL, -count(*) FROM removed HAVING count(*) > 0', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resource_row_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT resource_row_count_column_ok(TG_RELID, TG_ARGV[0]) THEN
    DELETE FROM resource_row_count_table WHERE table_name = TG_TABLE_NAME;
  ELSE
    EXECUTE format(
      'INSERT INTO resource_row_count (table_name, dept_id, n) SELECT %L, d, sum(n) FROM (SELECT %I AS d, -1 AS n FROM old_rows UNION ALL SELECT %I, 1 FROM new_rows) m GROUP BY d HAVING sum(n) <> 0',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The row-level move triggers 0020 attached (they name their column): dropped, and their tables forgotten,
-- so that the next list attaches the new ones and counts those tables afresh.
DO $$
DECLARE t regclass;
BEGIN
  FOR t IN SELECT tgrelid::regclass FROM pg_trigger WHERE tgname = 'resource_row_count_moved' LOOP
    EXECUTE format('DROP TRIGGER resource_row_count_moved ON %s', t);
  END LOOP;
  DELETE FROM resource_row_count_table;
END
$$;
