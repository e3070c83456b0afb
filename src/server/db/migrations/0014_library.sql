CREATE TABLE "content_versions" (
	"content_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"body" text NOT NULL,
	"words" integer GENERATED ALWAYS AS (regexp_count(body, '[[:alnum:]]+([''’-][[:alnum:]]+)*')) STORED NOT NULL,
	"restored_from" integer,
	"humanized_id" uuid,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_content_id_n_pk" PRIMARY KEY("content_id","n")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, topic), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "parts" jsonb;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_humanized_id_contents_id_fk" FOREIGN KEY ("humanized_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "publications_content_idx" ON "publications" USING btree ("content_id","status") WHERE content_id is not null;--> statement-breakpoint
-- Every piece made before versions existed: its text is its first version, unchanged since it was made.
UPDATE "contents" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "content_versions" ("content_id", "n", "user_id", "source", "body", "engine", "created_at")
SELECT "id", 1, "user_id", 'generated', "body", "engine", "created_at" FROM "contents";
