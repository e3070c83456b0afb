CREATE TABLE "publication_metrics" (
	"publication_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"impressions" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"views" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"fetched_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "words" integer GENERATED ALWAYS AS (regexp_count(body, '[[:alnum:]]+([''’-][[:alnum:]]+)*')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_metrics" ADD CONSTRAINT "publication_metrics_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_metrics" ADD CONSTRAINT "publication_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_metrics_due_idx" ON "publication_metrics" USING btree ("platform","next_fetch_at") WHERE next_fetch_at is not null;--> statement-breakpoint
CREATE INDEX "publication_metrics_user_measured_idx" ON "publication_metrics" USING btree ("user_id","published_at" DESC NULLS LAST) WHERE fetched_at is not null;--> statement-breakpoint
-- Real posts published before analytics existed: their numbers are fetched on the job's first rounds.
INSERT INTO "publication_metrics" ("publication_id", "user_id", "platform", "published_at", "next_fetch_at")
SELECT "id", "user_id", "platform", "created_at", now() FROM "publications"
WHERE "status" = 'published' AND NOT "demo_mode" AND "external_id" IS NOT NULL AND "created_at" > now() - interval '90 days';
