CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"request" jsonb NOT NULL,
	"body" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_user_created_idx" ON "contents" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);