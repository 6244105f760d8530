CREATE TABLE `subscription_notices` (
	`user_id` text NOT NULL,
	`term_end` text NOT NULL,
	`kind` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`user_id`, `term_end`, `kind`)
);
--> statement-breakpoint
ALTER TABLE `simulated_intents` ADD `payment_method` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_after` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `card_customer` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `card_payment_method` text;