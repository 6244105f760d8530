CREATE TABLE `sandbox_arrivals` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`company_id` text NOT NULL,
	`reservation_ref` text NOT NULL,
	`fields` text NOT NULL,
	`group` text NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_arrivals_id_unique` ON `sandbox_arrivals` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_arrivals_ref_idx` ON `sandbox_arrivals` (`company_id`,`reservation_ref`);--> statement-breakpoint
CREATE INDEX `sandbox_arrivals_day_idx` ON `sandbox_arrivals` (`company_id`,`check_in`);--> statement-breakpoint
ALTER TABLE `api_keys` ADD `mode` text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `mode` text DEFAULT 'live' NOT NULL;