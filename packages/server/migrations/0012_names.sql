-- One name per concept (issue 14): each table is named after the resource it serves (crew.Contract,
-- cert.CertificateType, crew.PositionRequirement); its key, indexes and foreign keys follow, as drizzle-kit
-- would name them on a new installation. Renaming keeps every row, key and reference in place.
ALTER TABLE "employment_contract" RENAME TO "crew_contract";--> statement-breakpoint
ALTER TABLE "crew_contract" RENAME CONSTRAINT "employment_contract_pkey" TO "crew_contract_pkey";--> statement-breakpoint
ALTER TABLE "crew_contract" RENAME CONSTRAINT "employment_contract_seafarer_id_seafarer_id_fk" TO "crew_contract_seafarer_id_seafarer_id_fk";--> statement-breakpoint
ALTER TABLE "crew_contract" RENAME CONSTRAINT "employment_contract_ship_id_ship_id_fk" TO "crew_contract_ship_id_ship_id_fk";--> statement-breakpoint
ALTER TABLE "crew_contract" RENAME CONSTRAINT "employment_contract_rank_id_position_id_fk" TO "crew_contract_rank_id_position_id_fk";--> statement-breakpoint
ALTER TABLE "crew_contract" RENAME CONSTRAINT "employment_contract_dept_id_department_id_fk" TO "crew_contract_dept_id_department_id_fk";--> statement-breakpoint
ALTER TABLE "crew_assignment" RENAME CONSTRAINT "crew_assignment_contract_id_employment_contract_id_fk" TO "crew_assignment_contract_id_crew_contract_id_fk";--> statement-breakpoint
ALTER INDEX "employment_contract_no_unique" RENAME TO "crew_contract_no_unique";--> statement-breakpoint
ALTER INDEX "employment_contract_seafarer" RENAME TO "crew_contract_seafarer";--> statement-breakpoint
ALTER INDEX "employment_contract_ship" RENAME TO "crew_contract_ship";--> statement-breakpoint
-- The certificates' index on their type held the name the table takes (indexes and tables share names).
ALTER INDEX "certificate_type" RENAME TO "certificate_cert_type";--> statement-breakpoint
ALTER TABLE "cert_type" RENAME TO "certificate_type";--> statement-breakpoint
ALTER TABLE "certificate_type" RENAME CONSTRAINT "cert_type_pkey" TO "certificate_type_pkey";--> statement-breakpoint
ALTER TABLE "certificate" RENAME CONSTRAINT "certificate_cert_type_id_cert_type_id_fk" TO "certificate_cert_type_id_certificate_type_id_fk";--> statement-breakpoint
ALTER INDEX "cert_type_code_unique" RENAME TO "certificate_type_code_unique";--> statement-breakpoint
ALTER INDEX "cert_type_holder" RENAME TO "certificate_type_holder";--> statement-breakpoint
ALTER TABLE "position_cert_requirement" RENAME TO "position_requirement";--> statement-breakpoint
ALTER TABLE "position_requirement" RENAME CONSTRAINT "position_cert_requirement_pkey" TO "position_requirement_pkey";--> statement-breakpoint
ALTER TABLE "position_requirement" RENAME CONSTRAINT "position_cert_requirement_position_id_position_id_fk" TO "position_requirement_position_id_position_id_fk";--> statement-breakpoint
ALTER TABLE "position_requirement" RENAME CONSTRAINT "position_cert_requirement_cert_type_id_cert_type_id_fk" TO "position_requirement_cert_type_id_certificate_type_id_fk";--> statement-breakpoint
ALTER INDEX "position_cert_requirement_unique" RENAME TO "position_requirement_unique";--> statement-breakpoint
ALTER INDEX "position_cert_requirement_cert_type" RENAME TO "position_requirement_cert_type";--> statement-breakpoint
-- The data-security rules and logs name the table they watch or copied from: they follow, so that a copy
-- deleted before the upgrade still restores, and a logged change still rolls back, into the renamed table.
UPDATE "security_data_recycle" SET "data_table" = CASE "data_table" WHEN 'employment_contract' THEN 'crew_contract' WHEN 'cert_type' THEN 'certificate_type' ELSE 'position_requirement' END
  WHERE "data_table" IN ('employment_contract', 'cert_type', 'position_cert_requirement');--> statement-breakpoint
UPDATE "security_data_recycle_log" SET "data_table" = CASE "data_table" WHEN 'employment_contract' THEN 'crew_contract' WHEN 'cert_type' THEN 'certificate_type' ELSE 'position_requirement' END
  WHERE "data_table" IN ('employment_contract', 'cert_type', 'position_cert_requirement');--> statement-breakpoint
UPDATE "security_sensitive_data" SET "data_table" = CASE "data_table" WHEN 'employment_contract' THEN 'crew_contract' WHEN 'cert_type' THEN 'certificate_type' ELSE 'position_requirement' END
  WHERE "data_table" IN ('employment_contract', 'cert_type', 'position_cert_requirement');--> statement-breakpoint
UPDATE "security_sensitive_data_log" SET "data_table" = CASE "data_table" WHEN 'employment_contract' THEN 'crew_contract' WHEN 'cert_type' THEN 'certificate_type' ELSE 'position_requirement' END
  WHERE "data_table" IN ('employment_contract', 'cert_type', 'position_cert_requirement');--> statement-breakpoint
-- A recycled copy also names the tables of the rows its delete took along (a position's requirements,
-- security/cascade.ts): a restore puts them back by that name.
UPDATE "security_data_recycle_log" SET "data" = jsonb_set("data", '{__cascaded}', (
    SELECT jsonb_agg(CASE group_rows->>'table'
        WHEN 'employment_contract' THEN jsonb_set(group_rows, '{table}', '"crew_contract"')
        WHEN 'cert_type' THEN jsonb_set(group_rows, '{table}', '"certificate_type"')
        WHEN 'position_cert_requirement' THEN jsonb_set(group_rows, '{table}', '"position_requirement"')
        ELSE group_rows END ORDER BY place)
    FROM jsonb_array_elements("data"->'__cascaded') WITH ORDINALITY AS cascaded(group_rows, place)))
  WHERE jsonb_typeof("data"->'__cascaded') = 'array'
    AND ("data"->'__cascaded' @> '[{"table":"employment_contract"}]' OR "data"->'__cascaded' @> '[{"table":"cert_type"}]' OR "data"->'__cascaded' @> '[{"table":"position_cert_requirement"}]');
