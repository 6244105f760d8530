CREATE TABLE `birth_date_probe_audits` (
	`company_id` text NOT NULL,
	`probe` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`company_id`, `probe`, `day`)
);
--> statement-breakpoint
CREATE INDEX `birth_date_probe_audits_day_idx` ON `birth_date_probe_audits` (`day`);