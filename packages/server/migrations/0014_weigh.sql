-- One name per concept (issue 14): certificate types are ordered by hand as every hand-ordered resource,
-- by `weigh`, the heaviest first (the kit's `sortable`), no longer by `sort`, the lowest first.
ALTER TABLE "certificate_type" RENAME COLUMN "sort" TO "weigh";--> statement-breakpoint
-- weigh = top − sort keeps the order the users saw: lower sort, heavier weight; rows of equal sort stay equal
-- and still fall back on the id, as before. `top` is the highest sort of the live types and of their copies in
-- the recycle bin, so that a copy restored later takes its old place among them. One statement, one
-- snapshot: every conversion reads the same `top`.
WITH "top" AS (
    SELECT coalesce(max("sort"), 0) AS "value" FROM (
      SELECT "weigh" AS "sort" FROM "certificate_type"
      UNION ALL
      SELECT ("data"->>'sort')::int FROM "security_data_recycle_log"
        WHERE "data_table" = 'certificate_type' AND jsonb_typeof("data") = 'object' AND jsonb_typeof("data"->'sort') = 'number'
    ) AS "sorts"
  ),
  "copies" AS (
    UPDATE "security_data_recycle_log" SET "data" = ("data" - 'sort') || jsonb_build_object('weigh', "top"."value" - ("data"->>'sort')::int)
      FROM "top"
      WHERE "data_table" = 'certificate_type' AND jsonb_typeof("data") = 'object' AND jsonb_typeof("data"->'sort') = 'number'
      RETURNING 1
  ),
  "changes" AS (
    -- Logged changes of a watched `sort` roll back to the weight that stands for the same place.
    UPDATE "security_sensitive_data_log" SET "data_field" = 'weigh',
        "before" = CASE WHEN jsonb_typeof("before") = 'number' THEN to_jsonb("top"."value" - ("before"#>>'{}')::int) ELSE "before" END,
        "after" = CASE WHEN jsonb_typeof("after") = 'number' THEN to_jsonb("top"."value" - ("after"#>>'{}')::int) ELSE "after" END
      FROM "top"
      WHERE "data_table" = 'certificate_type' AND "data_field" = 'sort'
      RETURNING 1
  )
UPDATE "certificate_type" SET "weigh" = "top"."value" - "weigh" FROM "top";--> statement-breakpoint
UPDATE "security_sensitive_data"
  SET "fields" = (SELECT jsonb_agg(CASE WHEN field = '"sort"'::jsonb THEN '"weigh"'::jsonb ELSE field END ORDER BY place) FROM jsonb_array_elements("fields") WITH ORDINALITY AS watched(field, place))
  WHERE "data_table" = 'certificate_type' AND jsonb_typeof("fields") = 'array' AND "fields" ? 'sort';
