ALTER TABLE "seafarer" ADD COLUMN "manning_agent_id" uuid;--> statement-breakpoint
CREATE INDEX "seafarer_manning_agent" ON "seafarer" USING btree ("manning_agent_id");--> statement-breakpoint
-- An installation that already keeps its suppliers: a seafarer whose agent was typed as one of its manning
-- agents' names points at it; any other typed name stays in "manning_agent", shown read-only.
DO $$
BEGIN
  IF to_regclass('supplier_company') IS NOT NULL THEN
    UPDATE "seafarer" s SET "manning_agent_id" = c.id
      FROM "supplier_company" c
     WHERE s."manning_agent_id" IS NULL AND s."manning_agent" <> '' AND c."types" ? 'manning_agent'
       AND (lower(c."name_en") = lower(s."manning_agent") OR c."name_zh" = s."manning_agent");
  END IF;
END $$;
