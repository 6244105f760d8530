DROP INDEX `users_status_idx`;--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_role_status_created_idx` ON `users` (`role`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payments_provider_status_created_idx` ON `payments` (`provider`,`status`,`created_at`,`id`);