CREATE TABLE `attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`storage_key` text NOT NULL,
	`metadata_removed` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "attachments_type_check" CHECK(mime_type IN ('image/png', 'image/jpeg', 'application/pdf', 'video/mp4', 'video/quicktime', 'image/heic')),
	CONSTRAINT "attachments_size_check" CHECK("attachments"."size_bytes" > 0 AND "attachments"."size_bytes" <= 209715200),
	CONSTRAINT "attachments_sha256_check" CHECK(length("attachments"."sha256") = 64)
);
--> statement-breakpoint
CREATE INDEX `attachments_report_idx` ON `attachments` (`report_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `attachments_storage_key_unique` ON `attachments` (`storage_key`);--> statement-breakpoint
CREATE TABLE `guests` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`last_name_key` text NOT NULL,
	`birth_date` text NOT NULL,
	`birth_place` text DEFAULT '' NOT NULL,
	`nationality` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`street_name` text DEFAULT '' NOT NULL,
	`building_no` text DEFAULT '' NOT NULL,
	`apartment_no` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`document_type` text,
	`document_number` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "guests_document_type_check" CHECK("guests"."document_type" IS NULL OR document_type IN ('passport', 'id_card', 'driving_license')),
	CONSTRAINT "guests_birth_date_check" CHECK("guests"."birth_date" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);
--> statement-breakpoint
CREATE INDEX `guests_company_last_name_idx` ON `guests` (`company_id`,`last_name_key`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`guest_id` text,
	`company_id` text NOT NULL,
	`author_id` text NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`category` text NOT NULL,
	`amount_owed` integer,
	`message` text NOT NULL,
	`declaration_accepted_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`reviewed_by` text,
	`reviewed_at` text,
	`published_at` text,
	`expires_at` text NOT NULL,
	`disputed_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reports_category_check" CHECK(category IN ('unpaid_bill', 'damage', 'aggression', 'house_rules', 'other')),
	CONSTRAINT "reports_status_check" CHECK(status IN ('pending', 'approved', 'rejected', 'deleted', 'expired')),
	CONSTRAINT "reports_amount_check" CHECK("reports"."amount_owed" IS NULL OR ("reports"."amount_owed" >= 0 AND "reports"."amount_owed" <= 100000000)),
	CONSTRAINT "reports_stay_check" CHECK("reports"."check_out" >= "reports"."check_in"),
	CONSTRAINT "reports_version_check" CHECK("reports"."version" >= 1),
	CONSTRAINT "reports_live_has_guest_check" CHECK("reports"."status" IN ('deleted', 'expired') OR "reports"."guest_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_guest_unique` ON `reports` (`guest_id`);--> statement-breakpoint
CREATE INDEX `reports_company_created_idx` ON `reports` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_status_expires_idx` ON `reports` (`status`,`expires_at`);