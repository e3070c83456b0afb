-- Analytics counts a post's targets on the day they went out (coalesce(published_at, created_at)) and
-- only those with an outcome (decision 018): this partial index serves that range read, index-only, as
-- publications_user_created_idx (0009) did when every row was an outcome made at its created_at.
CREATE INDEX IF NOT EXISTS "publications_user_outcome_idx" ON "publications" USING btree ("user_id", (coalesce("published_at", "created_at")) DESC) INCLUDE ("platform", "status", "demo_mode") WHERE "status" IN ('published', 'failed', 'needs_reconnect');
