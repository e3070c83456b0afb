-- The library (issue 26) lists a search's title matches first, then the pieces that match by their text,
-- newest first in each: the title's own document tells them apart without reading the whole text's
-- (search, 0014), and each part is read in the order of an index. The template filter reads its own index
-- newest first instead of sorting a creator's pieces.
ALTER TABLE "contents" ADD COLUMN "topic_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, topic)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contents_topic_search_idx" ON "contents" USING gin ("topic_search");--> statement-breakpoint
CREATE INDEX "contents_user_template_idx" ON "contents" USING btree ("user_id",("request"->>'template'),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);