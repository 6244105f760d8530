CREATE TABLE `audit_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text NOT NULL,
	`ok` integer NOT NULL,
	`entries` integer NOT NULL,
	`broken_at_seq` integer,
	`actor_id` text
);
--> statement-breakpoint
CREATE TABLE `data_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`received_on` text NOT NULL,
	`due_on` text NOT NULL,
	`channel` text NOT NULL,
	`kind` text NOT NULL,
	`requester_name` text NOT NULL,
	`requester_email` text DEFAULT '' NOT NULL,
	`requester_address` text DEFAULT '' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`report_ids` text DEFAULT '[]' NOT NULL,
	`hotel_user_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`forwarded_at` text,
	`reminded_at` text,
	`hotel_answer` text,
	`hotel_answered_at` text,
	`outcome` text,
	`closed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `data_requests_status_due_idx` ON `data_requests` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `data_requests_hotel_idx` ON `data_requests` (`hotel_user_id`);--> statement-breakpoint
CREATE TABLE `incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`detected_at` text NOT NULL,
	`actions` text DEFAULT '[]' NOT NULL,
	`authority_notified_at` text,
	`closed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `incidents_detected_idx` ON `incidents` (`detected_at`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`amount_rappen` integer NOT NULL,
	`reason` text NOT NULL,
	`provider_refund_id` text,
	`actor_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);--> statement-breakpoint
ALTER TABLE `companies` ADD `uid` text;--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`);--> statement-breakpoint
CREATE INDEX `audit_log_action_seq_idx` ON `audit_log` (`action`);