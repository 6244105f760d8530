PRAGMA foreign_keys=OFF;--> statement-breakpoint
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
	`ref` text,
	`created_at` text NOT NULL,
	`sent_at` text,
	CONSTRAINT "mail_outbox_status_check" CHECK(status IN ('pending', 'sent', 'withdrawn', 'withheld')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK("__new_mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_mail_outbox`("id", "to", "subject", "html", "text", "kind", "attachments", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "ref", "created_at", "sent_at") SELECT "id", "to", "subject", "html", "text", "kind", "attachments", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "ref", "created_at", "sent_at" FROM `mail_outbox`;--> statement-breakpoint
DROP TABLE `mail_outbox`;--> statement-breakpoint
ALTER TABLE `__new_mail_outbox` RENAME TO `mail_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_to_sent_idx` ON `mail_outbox` (`to`,`sent_at`);--> statement-breakpoint
-- Issue 32 item 18: messages kept unsent were marked sent with an empty sent_at; they get their own status.
UPDATE `mail_outbox` SET `status` = 'withdrawn' WHERE `status` = 'sent' AND `sent_at` IS NULL AND `last_error` LIKE 'withdrawn:%';--> statement-breakpoint
UPDATE `mail_outbox` SET `status` = 'withheld' WHERE `status` = 'sent' AND `sent_at` IS NULL AND `last_error` LIKE 'withheld:%';
