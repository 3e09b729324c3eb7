-- Issue 27: many instances on one PostgreSQL.
-- The rate limits every instance shares (server/rate-limit.ts): one row per bucket and client (an address or a
-- member), the theoretical arrival time of the generic cell rate algorithm. UNLOGGED: no WAL is written for it;
-- a crash of PostgreSQL empties the table, which only forgives the clients counted so far.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"tat" timestamp with time zone NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_tat_idx" ON "rate_limits" ("tat");
--> statement-breakpoint
-- A refresh answer lost on the network (server/auth/tokens.ts): the pair a refresh token was exchanged for,
-- sealed with a key only that token gives, and the hash of the new refresh token.
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_hash" varchar(64);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
--> statement-breakpoint
-- The seed is idempotent on natural keys: a prohibited account is its provider, email and name. Copies that
-- instances seeding at once made before this file are removed first (the oldest row stays).
DELETE FROM "prohibited_accounts" a USING "prohibited_accounts" b
WHERE a."id" > b."id" AND a."provider" = b."provider"
	AND lower(coalesce(a."email", '')) = lower(coalesce(b."email", '')) AND coalesce(a."name", '') = coalesce(b."name", '');
--> statement-breakpoint
CREATE UNIQUE INDEX "prohibited_accounts_match_idx" ON "prohibited_accounts" ("provider", lower(coalesce("email", '')), coalesce("name", ''));
