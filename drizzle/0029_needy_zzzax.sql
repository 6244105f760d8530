ALTER TABLE `reports` ADD `settled_at` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `settled_amount` integer;--> statement-breakpoint
ALTER TABLE `reports` ADD `settled_on` text;