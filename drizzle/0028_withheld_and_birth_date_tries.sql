CREATE TABLE `arrival_actor_days` (
	`actor` text NOT NULL,
	`day` text NOT NULL,
	`screened` integer NOT NULL,
	PRIMARY KEY(`actor`, `day`)
);
--> statement-breakpoint
CREATE TABLE `birth_date_tries` (
	`company_id` text NOT NULL,
	`name_key` text NOT NULL,
	`date_key` text NOT NULL,
	`last_at` text NOT NULL,
	PRIMARY KEY(`company_id`, `name_key`, `date_key`)
);
--> statement-breakpoint
CREATE INDEX `birth_date_tries_last_at_idx` ON `birth_date_tries` (`last_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_arrivals` (
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
	CONSTRAINT "arrivals_group_check" CHECK(match_group IN ('exact', 'close', 'none', 'withheld')),
	CONSTRAINT "arrivals_source_check" CHECK(source IN ('csv', 'paste', 'form', 'mrz', 'api')),
	CONSTRAINT "arrivals_stay_check" CHECK("__new_arrivals"."check_out" > "__new_arrivals"."check_in")
);
--> statement-breakpoint
INSERT INTO `__new_arrivals`("seq", "id", "company_id", "created_by", "reservation_ref", "first_name", "last_name", "birth_date", "nationality", "document_number", "email", "phone", "check_in", "check_out", "watch_until", "guest", "match_group", "source", "created_at") SELECT "seq", "id", "company_id", "created_by", "reservation_ref", "first_name", "last_name", "birth_date", "nationality", "document_number", "email", "phone", "check_in", "check_out", "watch_until", "guest", "match_group", "source", "created_at" FROM `arrivals`;--> statement-breakpoint
DROP TABLE `arrivals`;--> statement-breakpoint
ALTER TABLE `__new_arrivals` RENAME TO `arrivals`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `arrivals_id_unique` ON `arrivals` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `arrivals_company_ref_unique` ON `arrivals` (`company_id`,`reservation_ref`);--> statement-breakpoint
CREATE INDEX `arrivals_company_check_in_idx` ON `arrivals` (`company_id`,`check_in`);--> statement-breakpoint
CREATE INDEX `arrivals_watch_until_idx` ON `arrivals` (`watch_until`);