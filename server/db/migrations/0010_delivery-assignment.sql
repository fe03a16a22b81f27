-- Delivery: duty and positions of delivery persons, sellers' pickup points, the search for a
-- delivery person per seller order (with its proof code), offers, cash in hand and earnings.
ALTER TABLE "delivery_persons" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_persons" ADD COLUMN "position_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_persons" ADD COLUMN "is_virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_persons_on_duty_position_idx" ON "delivery_persons" USING btree ("latitude","longitude") WHERE on_duty and latitude is not null;--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."companies"("id") ON DELETE cascade,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"seller_order_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."seller_orders"("id") ON DELETE cascade,
	"round" smallint DEFAULT 0 NOT NULL,
	"flagged_at" timestamp with time zone,
	"code" text NOT NULL,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"override_reason" text,
	"override_by" integer REFERENCES "public"."users"("id") ON DELETE set null,
	"failed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "delivery_requests_flagged_idx" ON "delivery_requests" USING btree ("flagged_at") WHERE flagged_at is not null;--> statement-breakpoint
CREATE TABLE "delivery_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_order_id" integer NOT NULL REFERENCES "public"."seller_orders"("id") ON DELETE cascade,
	"delivery_person_id" integer NOT NULL REFERENCES "public"."delivery_persons"("id") ON DELETE cascade,
	"state" text DEFAULT 'offered' NOT NULL,
	"distance_m" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_offers_state_check" CHECK ("state" in ('offered', 'accepted', 'declined', 'expired', 'withdrawn'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_order_person_unique" ON "delivery_offers" USING btree ("seller_order_id","delivery_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_one_open" ON "delivery_offers" USING btree ("seller_order_id") WHERE state = 'offered';--> statement-breakpoint
CREATE INDEX "delivery_offers_person_idx" ON "delivery_offers" USING btree ("delivery_person_id","state");--> statement-breakpoint
CREATE TABLE "delivery_cash_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_cash_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_person_id" integer NOT NULL REFERENCES "public"."delivery_persons"("id") ON DELETE cascade,
	"seller_order_id" integer REFERENCES "public"."seller_orders"("id") ON DELETE set null,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"recorded_by" integer REFERENCES "public"."users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_cash_kind_check" CHECK ("kind" in ('collected', 'deposited')),
	CONSTRAINT "delivery_cash_amount_positive" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE INDEX "delivery_cash_person_idx" ON "delivery_cash_entries" USING btree ("delivery_person_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_cash_collected_once" ON "delivery_cash_entries" USING btree ("seller_order_id") WHERE kind = 'collected';--> statement-breakpoint
CREATE TABLE "delivery_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_person_id" integer NOT NULL REFERENCES "public"."delivery_persons"("id") ON DELETE cascade,
	"seller_order_id" integer NOT NULL REFERENCES "public"."seller_orders"("id") ON DELETE cascade,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_earnings_amount_nonnegative" CHECK ("amount" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_earnings_order_unique" ON "delivery_earnings" USING btree ("seller_order_id");--> statement-breakpoint
CREATE INDEX "delivery_earnings_person_idx" ON "delivery_earnings" USING btree ("delivery_person_id","created_at");
