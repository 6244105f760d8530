CREATE TABLE `document_passes` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_passes_user_idx` ON `document_passes` (`user_id`);--> statement-breakpoint
CREATE INDEX `document_passes_expires_idx` ON `document_passes` (`expires_at`);--> statement-breakpoint
CREATE TABLE `hotel_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`storage_key` text NOT NULL,
	`metadata_removed` integer NOT NULL,
	`uploaded_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "hotel_documents_sha256_check" CHECK(length("hotel_documents"."sha256") = 64)
);
--> statement-breakpoint
CREATE INDEX `hotel_documents_user_idx` ON `hotel_documents` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `hotel_documents_storage_key_unique` ON `hotel_documents` (`storage_key`);