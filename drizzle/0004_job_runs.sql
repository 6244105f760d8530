CREATE TABLE `job_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text,
	`counts` text DEFAULT '{}' NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `job_runs_status_idx` ON `job_runs` (`status`,`started_at`);