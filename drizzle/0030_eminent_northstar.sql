CREATE TABLE `guest_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`company_id` text NOT NULL,
	`reference` text NOT NULL,
	`channel` text NOT NULL,
	`status` text NOT NULL,
	`held_reason` text,
	`held_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "guest_notices_channel_check" CHECK(channel IN ('email', 'letter')),
	CONSTRAINT "guest_notices_status_check" CHECK(status IN ('queued', 'letter_due', 'letter_sent', 'held'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_notices_report_unique` ON `guest_notices` (`report_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `guest_notices_reference_unique` ON `guest_notices` (`reference`);--> statement-breakpoint
CREATE INDEX `guest_notices_status_idx` ON `guest_notices` (`status`,`created_at`);