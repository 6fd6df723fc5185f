-- One name per concept: a customer's request is a "request" in the tables as in the code (the API paths keep "Demand").
ALTER TABLE "demands" RENAME TO "requests";
--> statement-breakpoint
ALTER TABLE "demand_offers" RENAME TO "request_offers";
--> statement-breakpoint
ALTER SEQUENCE "demands_id_seq" RENAME TO "requests_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "demand_offers_id_seq" RENAME TO "request_offers_id_seq";
--> statement-breakpoint
ALTER TABLE "request_offers" RENAME COLUMN "demand_id" TO "request_id";
--> statement-breakpoint
ALTER TABLE "uploaded_files" RENAME COLUMN "demand_id" TO "request_id";
--> statement-breakpoint
ALTER TABLE "reservations" RENAME COLUMN "demand_id" TO "request_id";
--> statement-breakpoint
-- Every constraint named after the old tables (primary keys, foreign keys, checks, uniques, and the not-null
-- constraints PostgreSQL 18 names), whatever the server's version made of them; their indexes follow.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint WHERE conname LIKE '%demand%' AND connamespace = current_schema()::regnamespace LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.tbl, c.conname, replace(c.conname, 'demand', 'request'));
  END LOOP;
END $$;
--> statement-breakpoint
ALTER INDEX "demand_offers_demand_idx" RENAME TO "request_offers_request_idx";
--> statement-breakpoint
ALTER INDEX "demands_user_created_idx" RENAME TO "requests_user_created_idx";
--> statement-breakpoint
ALTER INDEX "demands_company_created_idx" RENAME TO "requests_company_created_idx";
--> statement-breakpoint
ALTER INDEX "demands_status_idx" RENAME TO "requests_status_idx";
--> statement-breakpoint
ALTER INDEX "demands_user_idempotency_idx" RENAME TO "requests_user_idempotency_idx";
--> statement-breakpoint
ALTER INDEX "uploaded_files_demand_idx" RENAME TO "uploaded_files_request_idx";
--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'request' WHERE "entity" = 'demand';
