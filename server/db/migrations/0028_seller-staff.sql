-- A seller's team (issue 13): each seller user has a staff role in its shop. Sellers from before
-- teams are their shop's owners. An owner invites staff by e-mail; the invitation keeps only a
-- hash of its single-use token and lives 7 days.
ALTER TABLE "users" ADD COLUMN "seller_role" text;--> statement-breakpoint
UPDATE "users" SET "seller_role" = 'owner' WHERE "user_type" = 4;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_role_known" CHECK ("seller_role" in ('owner', 'all', 'orders', 'products'));--> statement-breakpoint
CREATE TABLE "seller_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_invitations_role_known" CHECK ("seller_invitations"."role" in ('all', 'orders', 'products'))
);
--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD CONSTRAINT "seller_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD CONSTRAINT "seller_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD CONSTRAINT "seller_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_invitations_token_unique" ON "seller_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_invitations_pending_unique" ON "seller_invitations" USING btree ("company_id",lower("email")) WHERE "seller_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "seller_invitations_company_idx" ON "seller_invitations" USING btree ("company_id","id");
