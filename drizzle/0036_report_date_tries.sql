CREATE TABLE `report_date_tries` (
	`company_id` text NOT NULL,
	`report_key` text NOT NULL,
	`date_key` text NOT NULL,
	`last_at` text NOT NULL,
	PRIMARY KEY(`company_id`, `report_key`, `date_key`)
);
--> statement-breakpoint
CREATE INDEX `report_date_tries_last_at_idx` ON `report_date_tries` (`last_at`);