CREATE TABLE `search_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` text NOT NULL,
	`company_id` text NOT NULL,
	`status` text NOT NULL,
	`expires_at` text,
	`guest` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_entries_report_id_unique` ON `search_entries` (`report_id`);