ALTER TABLE `subscriptions` ADD `awaiting_approval` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- ADR 227: hotels still waiting for approval get their first year from the approval (it only lengthens their time).
UPDATE `subscriptions` SET `awaiting_approval` = 1 WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `status` = 'pending');
