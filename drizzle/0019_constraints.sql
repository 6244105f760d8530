-- CHECKs and foreign keys on the tables that had none (ADR 175). SQLite cannot add a constraint to a table, so each
-- table is rebuilt: created anew, its rows copied, the old one dropped, the new one renamed, its indexes re-created.
-- The migrator runs every migration in one transaction with foreign keys off (src/db/client.ts) and checks them
-- after, so dropping a parent table neither fails nor cascades. Rows that break a new rule abort the migration,
-- except the notices of a subscription that does not exist, which mean nothing and are left behind.
--
-- The member search triggers of migration 0017 go with users and companies: dropped first (their bodies name both
-- tables, which are renamed below) and re-created unchanged at the end. The FTS rows stay as they are.
DROP TRIGGER IF EXISTS member_search_user_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS member_search_user_update;--> statement-breakpoint
DROP TRIGGER IF EXISTS member_search_user_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS member_search_company_update;--> statement-breakpoint
DROP TRIGGER IF EXISTS member_search_company_delete;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`amount_rappen` integer NOT NULL,
	`status` text DEFAULT 'succeeded' NOT NULL,
	`reason` text NOT NULL,
	`provider_refund_id` text,
	`actor_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "refunds_amount_check" CHECK("__new_refunds"."amount_rappen" > 0),
	CONSTRAINT "refunds_status_check" CHECK(status IN ('pending', 'succeeded'))
);
--> statement-breakpoint
-- Refunds recorded before this migration were all settled: status takes its default, succeeded.
INSERT INTO `__new_refunds`("id", "payment_id", "amount_rappen", "reason", "provider_refund_id", "actor_id", "created_at") SELECT "id", "payment_id", "amount_rappen", "reason", "provider_refund_id", "actor_id", "created_at" FROM `refunds`;--> statement-breakpoint
DROP TABLE `refunds`;--> statement-breakpoint
ALTER TABLE `__new_refunds` RENAME TO `refunds`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);--> statement-breakpoint
CREATE TABLE `__new_subscriptions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`price_rappen` integer NOT NULL,
	`starts_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`auto_renew` integer DEFAULT true NOT NULL,
	`cancel_after` text,
	`card_customer` text,
	`card_payment_method` text,
	`updated_at` text NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK(plan IN ('3-star', '3-star-association', '5-star', '5-star-association')),
	CONSTRAINT "subscriptions_price_check" CHECK("__new_subscriptions"."price_rappen" >= 0),
	CONSTRAINT "subscriptions_auto_renew_check" CHECK(auto_renew IN (0, 1))
);
--> statement-breakpoint
INSERT INTO `__new_subscriptions`("user_id", "plan", "price_rappen", "starts_at", "expires_at", "auto_renew", "cancel_after", "card_customer", "card_payment_method", "updated_at") SELECT "user_id", "plan", "price_rappen", "starts_at", "expires_at", "auto_renew", "cancel_after", "card_customer", "card_payment_method", "updated_at" FROM `subscriptions`;--> statement-breakpoint
DROP TABLE `subscriptions`;--> statement-breakpoint
ALTER TABLE `__new_subscriptions` RENAME TO `subscriptions`;--> statement-breakpoint
CREATE INDEX `subscriptions_expires_idx` ON `subscriptions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `__new_audit_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text NOT NULL,
	`ok` integer NOT NULL,
	`entries` integer NOT NULL,
	`broken_at_seq` integer,
	`actor_id` text,
	CONSTRAINT "audit_verifications_ok_check" CHECK(ok IN (0, 1)),
	CONSTRAINT "audit_verifications_entries_check" CHECK("__new_audit_verifications"."entries" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_audit_verifications`("id", "at", "ok", "entries", "broken_at_seq", "actor_id") SELECT "id", "at", "ok", "entries", "broken_at_seq", "actor_id" FROM `audit_verifications`;--> statement-breakpoint
DROP TABLE `audit_verifications`;--> statement-breakpoint
ALTER TABLE `__new_audit_verifications` RENAME TO `audit_verifications`;--> statement-breakpoint
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
	`reminded_at` text,
	`hotel_answer` text,
	`hotel_answered_at` text,
	`outcome` text,
	`closed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "data_requests_channel_check" CHECK(channel IN ('email', 'letter', 'phone', 'form', 'other')),
	CONSTRAINT "data_requests_kind_check" CHECK(kind IN ('access', 'correction', 'deletion', 'objection')),
	CONSTRAINT "data_requests_status_check" CHECK(status IN ('open', 'forwarded', 'answered', 'closed')),
	CONSTRAINT "data_requests_locale_check" CHECK(locale IN ('en', 'fr', 'de', 'it')),
	CONSTRAINT "data_requests_due_check" CHECK("__new_data_requests"."due_on" >= "__new_data_requests"."received_on")
);
--> statement-breakpoint
INSERT INTO `__new_data_requests`("id", "received_on", "due_on", "channel", "kind", "requester_name", "requester_email", "requester_address", "locale", "details", "report_ids", "hotel_user_id", "status", "forwarded_at", "reminded_at", "hotel_answer", "hotel_answered_at", "outcome", "closed_at", "created_at", "updated_at") SELECT "id", "received_on", "due_on", "channel", "kind", "requester_name", "requester_email", "requester_address", "locale", "details", "report_ids", "hotel_user_id", "status", "forwarded_at", "reminded_at", "hotel_answer", "hotel_answered_at", "outcome", "closed_at", "created_at", "updated_at" FROM `data_requests`;--> statement-breakpoint
DROP TABLE `data_requests`;--> statement-breakpoint
ALTER TABLE `__new_data_requests` RENAME TO `data_requests`;--> statement-breakpoint
CREATE INDEX `data_requests_status_due_idx` ON `data_requests` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `data_requests_hotel_idx` ON `data_requests` (`hotel_user_id`);--> statement-breakpoint
CREATE TABLE `__new_companies` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`street_name` text NOT NULL,
	`building_no` text NOT NULL,
	`room_no` text DEFAULT '' NOT NULL,
	`zip_code` text NOT NULL,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`stars` integer NOT NULL,
	`is_part_of_association` integer DEFAULT false NOT NULL,
	`uid` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "companies_stars_check" CHECK("__new_companies"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "companies_association_check" CHECK(is_part_of_association IN (0, 1))
);
--> statement-breakpoint
INSERT INTO `__new_companies`("id", "company_name", "street_name", "building_no", "room_no", "zip_code", "city", "country", "stars", "is_part_of_association", "uid", "created_at", "updated_at") SELECT "id", "company_name", "street_name", "building_no", "room_no", "zip_code", "city", "country", "stars", "is_part_of_association", "uid", "created_at", "updated_at" FROM `companies`;--> statement-breakpoint
DROP TABLE `companies`;--> statement-breakpoint
ALTER TABLE `__new_companies` RENAME TO `companies`;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`f_name` text DEFAULT '' NOT NULL,
	`l_name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`company_id` text,
	`status_reason` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "users_role_check" CHECK(role IN ('admin', 'user')),
	CONSTRAINT "users_status_check" CHECK(status IN ('pending', 'approved', 'rejected', 'suspended', 'closed')),
	CONSTRAINT "users_locale_check" CHECK(locale IN ('en', 'fr', 'de', 'it'))
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "password_hash", "f_name", "l_name", "phone", "role", "status", "locale", "company_id", "status_reason", "created_at", "updated_at") SELECT "id", "email", "password_hash", "f_name", "l_name", "phone", "role", "status", "locale", "company_id", "status_reason", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_role_status_created_idx` ON `users` (`role`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`);--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_reference` text,
	`bank_reference` text,
	`amount_rappen` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`purpose` text NOT NULL,
	`plan` text NOT NULL,
	`created_at` text NOT NULL,
	`confirmed_at` text,
	CONSTRAINT "payments_provider_check" CHECK(provider IN ('stripe', 'simulated', 'bank_transfer')),
	CONSTRAINT "payments_currency_check" CHECK(currency IN ('chf')),
	CONSTRAINT "payments_status_check" CHECK(status IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payments_purpose_check" CHECK(purpose IN ('registration', 'renewal')),
	CONSTRAINT "payments_plan_check" CHECK(plan IN ('3-star', '3-star-association', '5-star', '5-star-association')),
	CONSTRAINT "payments_amount_check" CHECK("__new_payments"."amount_rappen" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_payments`("id", "user_id", "provider", "provider_reference", "bank_reference", "amount_rappen", "currency", "status", "purpose", "plan", "created_at", "confirmed_at") SELECT "id", "user_id", "provider", "provider_reference", "bank_reference", "amount_rappen", "currency", "status", "purpose", "plan", "created_at", "confirmed_at" FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_reference_unique` ON `payments` (`provider_reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_bank_reference_unique` ON `payments` (`bank_reference`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payments_provider_status_created_idx` ON `payments` (`provider`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `__new_simulated_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`client_secret` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`idempotency_key` text,
	`payment_method` text,
	`created_at` text NOT NULL,
	CONSTRAINT "simulated_intents_status_check" CHECK(status IN ('requires_payment_method', 'succeeded', 'canceled')),
	CONSTRAINT "simulated_intents_amount_check" CHECK("__new_simulated_intents"."amount" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_simulated_intents`("id", "client_secret", "amount", "currency", "status", "metadata", "idempotency_key", "payment_method", "created_at") SELECT "id", "client_secret", "amount", "currency", "status", "metadata", "idempotency_key", "payment_method", "created_at" FROM `simulated_intents`;--> statement-breakpoint
DROP TABLE `simulated_intents`;--> statement-breakpoint
ALTER TABLE `__new_simulated_intents` RENAME TO `simulated_intents`;--> statement-breakpoint
CREATE UNIQUE INDEX `simulated_intents_idempotency_key_unique` ON `simulated_intents` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `__new_subscription_notices` (
	`user_id` text NOT NULL,
	`term_end` text NOT NULL,
	`kind` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`user_id`, `term_end`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `subscriptions`(`user_id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "subscription_notices_kind_check" CHECK("__new_subscription_notices"."kind" = 'invoice' OR "__new_subscription_notices"."kind" GLOB 'reminder-[0-9]*' OR "__new_subscription_notices"."kind" GLOB 'charge-[0-9]*')
);
--> statement-breakpoint
INSERT INTO `__new_subscription_notices`("user_id", "term_end", "kind", "at") SELECT "user_id", "term_end", "kind", "at" FROM `subscription_notices` WHERE "user_id" IN (SELECT "user_id" FROM `subscriptions`);--> statement-breakpoint
DROP TABLE `subscription_notices`;--> statement-breakpoint
ALTER TABLE `__new_subscription_notices` RENAME TO `subscription_notices`;--> statement-breakpoint
CREATE TABLE `__new_job_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text,
	`counts` text DEFAULT '{}' NOT NULL,
	`error` text,
	CONSTRAINT "job_runs_status_check" CHECK(status IN ('running', 'ok', 'failed'))
);
--> statement-breakpoint
INSERT INTO `__new_job_runs`("id", "job_id", "status", "started_at", "ended_at", "counts", "error") SELECT "id", "job_id", "status", "started_at", "ended_at", "counts", "error" FROM `job_runs`;--> statement-breakpoint
DROP TABLE `job_runs`;--> statement-breakpoint
ALTER TABLE `__new_job_runs` RENAME TO `job_runs`;--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `job_runs_status_idx` ON `job_runs` (`status`,`started_at`);--> statement-breakpoint
CREATE TABLE `__new_mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`kind` text NOT NULL,
	`attachments` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`locked_until` text,
	`last_error` text,
	`created_at` text NOT NULL,
	`sent_at` text,
	CONSTRAINT "mail_outbox_status_check" CHECK(status IN ('pending', 'sent')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK("__new_mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_mail_outbox`("id", "to", "subject", "html", "text", "kind", "attachments", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at") SELECT "id", "to", "subject", "html", "text", "kind", "attachments", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at" FROM `mail_outbox`;--> statement-breakpoint
DROP TABLE `mail_outbox`;--> statement-breakpoint
ALTER TABLE `__new_mail_outbox` RENAME TO `mail_outbox`;--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `__new_hotel_documents` (
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
	CONSTRAINT "hotel_documents_sha256_check" CHECK(length("__new_hotel_documents"."sha256") = 64),
	CONSTRAINT "hotel_documents_kind_check" CHECK(kind IN ('representative_id')),
	CONSTRAINT "hotel_documents_type_check" CHECK(mime_type IN ('image/png', 'image/jpeg', 'application/pdf', 'image/heic')),
	CONSTRAINT "hotel_documents_size_check" CHECK("__new_hotel_documents"."size_bytes" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_hotel_documents`("id", "user_id", "kind", "original_name", "mime_type", "size_bytes", "sha256", "storage_key", "metadata_removed", "uploaded_at") SELECT "id", "user_id", "kind", "original_name", "mime_type", "size_bytes", "sha256", "storage_key", "metadata_removed", "uploaded_at" FROM `hotel_documents`;--> statement-breakpoint
DROP TABLE `hotel_documents`;--> statement-breakpoint
ALTER TABLE `__new_hotel_documents` RENAME TO `hotel_documents`;--> statement-breakpoint
CREATE INDEX `hotel_documents_user_idx` ON `hotel_documents` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `hotel_documents_storage_key_unique` ON `hotel_documents` (`storage_key`);--> statement-breakpoint
CREATE TRIGGER member_search_user_insert AFTER INSERT ON users WHEN new.role = 'user'
BEGIN
  INSERT INTO member_search (user_id, body)
    SELECT new.id, lower(new.email || ' ' || new.f_name || ' ' || new.l_name || ' ' || coalesce(c.company_name, '') || ' ' || coalesce(c.city, ''))
    FROM (SELECT 1) LEFT JOIN companies c ON c.id = new.company_id;
END;
--> statement-breakpoint
CREATE TRIGGER member_search_user_update AFTER UPDATE OF email, f_name, l_name, company_id, role ON users
BEGIN
  DELETE FROM member_search WHERE user_id = old.id;
  INSERT INTO member_search (user_id, body)
    SELECT new.id, lower(new.email || ' ' || new.f_name || ' ' || new.l_name || ' ' || coalesce(c.company_name, '') || ' ' || coalesce(c.city, ''))
    FROM (SELECT 1) LEFT JOIN companies c ON c.id = new.company_id WHERE new.role = 'user';
END;
--> statement-breakpoint
CREATE TRIGGER member_search_user_delete AFTER DELETE ON users
BEGIN
  DELETE FROM member_search WHERE user_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER member_search_company_update AFTER UPDATE OF company_name, city ON companies
BEGIN
  DELETE FROM member_search WHERE user_id IN (SELECT id FROM users WHERE company_id = new.id);
  INSERT INTO member_search (user_id, body)
    SELECT u.id, lower(u.email || ' ' || u.f_name || ' ' || u.l_name || ' ' || new.company_name || ' ' || new.city)
    FROM users u WHERE u.company_id = new.id AND u.role = 'user';
END;
--> statement-breakpoint
CREATE TRIGGER member_search_company_delete AFTER DELETE ON companies
BEGIN
  DELETE FROM member_search WHERE user_id IN (SELECT id FROM users WHERE company_id = old.id);
  INSERT INTO member_search (user_id, body)
    SELECT u.id, lower(u.email || ' ' || u.f_name || ' ' || u.l_name || '  ')
    FROM users u WHERE u.company_id = old.id AND u.role = 'user';
END;
--> statement-breakpoint
-- The refunds of a payment, pending or settled, never add up to more than it (ADR 175): billing reserves a refund in
-- a transaction that checks the same sum, and this trigger refuses any row that would still go past it.
CREATE TRIGGER refunds_within_payment BEFORE INSERT ON refunds
WHEN (SELECT coalesce(sum(amount_rappen), 0) FROM refunds WHERE payment_id = new.payment_id) + new.amount_rappen
  > (SELECT amount_rappen FROM payments WHERE id = new.payment_id)
BEGIN
  SELECT RAISE(ABORT, 'refunds exceed the payment');
END;
