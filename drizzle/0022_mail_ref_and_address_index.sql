ALTER TABLE `mail_outbox` ADD `ref` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_to_sent_idx` ON `mail_outbox` (`to`,`sent_at`);