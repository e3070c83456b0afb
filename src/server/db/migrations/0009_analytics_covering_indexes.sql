-- Analytics (issue 13) reads a creator's window of contents by (user_id, created_at) and needs only
-- each row's type and words, and of publications only platform and status: carried in the history
-- indexes themselves, the reads are index-only (no visit to the wide content rows) once pages are
-- all-visible (autovacuum on PostgreSQL; the server's own VACUUM on the embedded database). Drizzle's
-- index builder has no INCLUDE, so schema.ts declares the key columns only.
DROP INDEX IF EXISTS "contents_user_created_idx";--> statement-breakpoint
CREATE INDEX "contents_user_created_idx" ON "contents" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("type","words");--> statement-breakpoint
DROP INDEX IF EXISTS "publications_user_created_idx";--> statement-breakpoint
CREATE INDEX "publications_user_created_idx" ON "publications" USING btree ("user_id","created_at" DESC NULLS LAST) INCLUDE ("platform","status");
