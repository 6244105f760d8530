CREATE TABLE `arrival_alert_reads` (
	`alert_id` text NOT NULL,
	`user_id` text NOT NULL,
	`seen_at` text NOT NULL,
	PRIMARY KEY(`alert_id`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `arrival_looks` (
	`arrival_id` text NOT NULL,
	`user_id` text NOT NULL,
	`first_at` text NOT NULL,
	`last_at` text NOT NULL,
	PRIMARY KEY(`arrival_id`, `user_id`)
);
--> statement-breakpoint
-- Issue 32 item 2: an alert someone already opened stays read for every person of the hotel at that time.
INSERT INTO `arrival_alert_reads` (`alert_id`, `user_id`, `seen_at`) SELECT a.`id`, u.`id`, a.`seen_at` FROM `arrival_alerts` a JOIN `users` u ON u.`company_id` = a.`company_id` WHERE a.`seen_at` IS NOT NULL;
