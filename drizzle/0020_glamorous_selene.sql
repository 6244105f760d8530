CREATE TABLE `team_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`invited_by` text NOT NULL,
	`email` text NOT NULL,
	`f_name` text NOT NULL,
	`l_name` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`token_hash` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`revoked_at` text,
	`user_id` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "team_invitations_locale_check" CHECK(locale IN ('en', 'fr', 'de', 'it'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_token_unique` ON `team_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invitations_company_idx` ON `team_invitations` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `team_invitations_email_idx` ON `team_invitations` (`email`);--> statement-breakpoint
-- users.team_role is added in place (drizzle-kit would rebuild the table for its CHECK, which the member search
-- triggers of 0017 and 0019 refer to): SQLite takes the constraint with the column, every existing person is an owner.
ALTER TABLE `users` ADD `team_role` text DEFAULT 'owner' NOT NULL CONSTRAINT "users_team_role_check" CHECK(team_role IN ('owner', 'staff'));--> statement-breakpoint
CREATE UNIQUE INDEX `users_company_owner_unique` ON `users` (`company_id`) WHERE "users"."team_role" = 'owner' AND "users"."company_id" IS NOT NULL;