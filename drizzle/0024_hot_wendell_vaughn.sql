CREATE TABLE `api_idempotency` (
	`company_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer NOT NULL,
	`answer` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`company_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `api_idempotency_created_idx` ON `api_idempotency` (`created_at`);