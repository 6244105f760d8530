CREATE TABLE `web_request_files` (
	`id` text PRIMARY KEY NOT NULL,
	`web_request_id` text NOT NULL,
	`purpose` text NOT NULL,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`storage_key` text NOT NULL,
	`uploaded_at` text NOT NULL,
	FOREIGN KEY (`web_request_id`) REFERENCES `web_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "web_request_files_purpose_check" CHECK(purpose IN ('id_document', 'proof_of_payment')),
	CONSTRAINT "web_request_files_type_check" CHECK(mime_type IN ('image/png', 'image/jpeg', 'application/pdf')),
	CONSTRAINT "web_request_files_size_check" CHECK("web_request_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE INDEX `web_request_files_request_idx` ON `web_request_files` (`web_request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `web_request_files_storage_key_unique` ON `web_request_files` (`storage_key`);--> statement-breakpoint
CREATE TABLE `web_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`birth_date` text NOT NULL,
	`reference` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`locale` text NOT NULL,
	`request_id` text,
	`created_at` text NOT NULL,
	`confirmed_at` text,
	CONSTRAINT "web_requests_kind_check" CHECK(kind IN ('access', 'correction', 'deletion', 'objection')),
	CONSTRAINT "web_requests_locale_check" CHECK(locale IN ('en', 'fr', 'de', 'it'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_requests_token_unique` ON `web_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `web_requests_request_idx` ON `web_requests` (`request_id`);--> statement-breakpoint
CREATE INDEX `web_requests_created_idx` ON `web_requests` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_data_requests` (
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
	`hotel_until` text,
	`reminded_at` text,
	`hotel_answer` text,
	`hotel_answered_at` text,
	`outcome` text,
	`closed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "data_requests_channel_check" CHECK(channel IN ('email', 'letter', 'phone', 'form', 'web', 'other')),
	CONSTRAINT "data_requests_kind_check" CHECK(kind IN ('access', 'correction', 'deletion', 'objection')),
	CONSTRAINT "data_requests_status_check" CHECK(status IN ('open', 'forwarded', 'answered', 'closed')),
	CONSTRAINT "data_requests_locale_check" CHECK(locale IN ('en', 'fr', 'de', 'it')),
	CONSTRAINT "data_requests_due_check" CHECK("__new_data_requests"."due_on" >= "__new_data_requests"."received_on")
);
--> statement-breakpoint
INSERT INTO `__new_data_requests`("id", "received_on", "due_on", "channel", "kind", "requester_name", "requester_email", "requester_address", "locale", "details", "report_ids", "hotel_user_id", "status", "forwarded_at", "hotel_until", "reminded_at", "hotel_answer", "hotel_answered_at", "outcome", "closed_at", "created_at", "updated_at") SELECT "id", "received_on", "due_on", "channel", "kind", "requester_name", "requester_email", "requester_address", "locale", "details", "report_ids", "hotel_user_id", "status", "forwarded_at", NULL, "reminded_at", "hotel_answer", "hotel_answered_at", "outcome", "closed_at", "created_at", "updated_at" FROM `data_requests`;--> statement-breakpoint
DROP TABLE `data_requests`;--> statement-breakpoint
ALTER TABLE `__new_data_requests` RENAME TO `data_requests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `data_requests_status_due_idx` ON `data_requests` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `data_requests_hotel_idx` ON `data_requests` (`hotel_user_id`);