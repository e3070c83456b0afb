CREATE TABLE "usage_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "contents_user_created_idx";--> statement-breakpoint
ALTER TABLE "usage_reservations" ADD CONSTRAINT "usage_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_reservations_created_idx" ON "usage_reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contents_user_created_idx" ON "contents" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);