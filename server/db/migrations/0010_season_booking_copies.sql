-- Issue "Taking bookings", seasons (bookings.md "Seasons"): where a season booking stands towards the
-- next season. No row: pending. A row with copy_booking_id: copied to that booking (the copy is an
-- unconfirmed booking of the next season until its status is updated; server/seasons/copyService.ts).
-- A row with ignored_at: not to go on (a later copy clears it). The primary key gives one copy per source
-- booking however many desks copy at once; the unique index one source per copy. A copy that is deleted
-- leaves the row (copied, copy gone): ON DELETE SET NULL.
CREATE TABLE "season_booking_copies" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"copy_booking_id" integer,
	"ignored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_booking_copies" ADD CONSTRAINT "season_booking_copies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_booking_copies" ADD CONSTRAINT "season_booking_copies_copy_booking_id_bookings_id_fk" FOREIGN KEY ("copy_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_booking_copies_copy_unique" ON "season_booking_copies" USING btree ("copy_booking_id");