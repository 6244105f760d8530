CREATE TABLE `arrival_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`arrival_id` text NOT NULL,
	`report_id` text NOT NULL,
	`match_group` text NOT NULL,
	`created_at` text NOT NULL,
	`seen_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `arrival_alerts_arrival_report_unique` ON `arrival_alerts` (`arrival_id`,`report_id`);--> statement-breakpoint
CREATE INDEX `arrival_alerts_company_idx` ON `arrival_alerts` (`company_id`,`seen_at`);--> statement-breakpoint
CREATE TABLE `arrival_days` (
	`company_id` text NOT NULL,
	`day` text NOT NULL,
	`added` integer NOT NULL,
	PRIMARY KEY(`company_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `arrival_keys` (
	`key` integer NOT NULL,
	`arrival` integer NOT NULL,
	PRIMARY KEY(`key`, `arrival`)
);
--> statement-breakpoint
CREATE TABLE `arrival_settings` (
	`company_id` text PRIMARY KEY NOT NULL,
	`daily_limit` integer,
	`mapping` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `arrivals` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`company_id` text NOT NULL,
	`created_by` text NOT NULL,
	`reservation_ref` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`birth_date` text DEFAULT '' NOT NULL,
	`nationality` text DEFAULT '' NOT NULL,
	`document_number` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`watch_until` text NOT NULL,
	`guest` text NOT NULL,
	`match_group` text NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "arrivals_group_check" CHECK(match_group IN ('exact', 'close', 'none')),
	CONSTRAINT "arrivals_source_check" CHECK(source IN ('csv', 'paste', 'form', 'mrz', 'api')),
	CONSTRAINT "arrivals_stay_check" CHECK("arrivals"."check_out" > "arrivals"."check_in")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `arrivals_id_unique` ON `arrivals` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `arrivals_company_ref_unique` ON `arrivals` (`company_id`,`reservation_ref`);--> statement-breakpoint
CREATE INDEX `arrivals_company_check_in_idx` ON `arrivals` (`company_id`,`check_in`);--> statement-breakpoint
CREATE INDEX `arrivals_watch_until_idx` ON `arrivals` (`watch_until`);