CREATE TABLE "checkout_leases" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "checkout_leases" ADD CONSTRAINT "checkout_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;