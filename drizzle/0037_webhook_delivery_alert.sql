ALTER TABLE `webhook_deliveries` ADD `alert_id` text;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_alert_idx` ON `webhook_deliveries` (`alert_id`,`status`);--> statement-breakpoint
-- The events queued before this column: their alert from the payload, so a withdrawal finds them too.
UPDATE `webhook_deliveries` SET `alert_id` = json_extract(`payload`, '$.data.alert_id') WHERE `event` = 'arrival.match';
