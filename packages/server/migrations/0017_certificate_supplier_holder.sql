ALTER TABLE "certificate" DROP CONSTRAINT "certificate_holder_check";--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
CREATE INDEX "certificate_supplier" ON "certificate" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_holder_check" CHECK (("certificate"."holder_type" = 'ship' and "certificate"."ship_id" is not null and "certificate"."seafarer_id" is null and "certificate"."supplier_id" is null)
        or ("certificate"."holder_type" = 'seafarer' and "certificate"."seafarer_id" is not null and "certificate"."ship_id" is null and "certificate"."supplier_id" is null)
        or ("certificate"."holder_type" = 'company' and "certificate"."ship_id" is null and "certificate"."seafarer_id" is null and "certificate"."supplier_id" is null)
        or ("certificate"."holder_type" = 'supplier' and "certificate"."supplier_id" is not null and "certificate"."ship_id" is null and "certificate"."seafarer_id" is null));