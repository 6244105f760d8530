-- Blocking keys of the guest search (ADR 081): (hashed key, search_entries.id), clustered by key.
CREATE TABLE `search_keys` (
	`key` integer NOT NULL,
	`entry` integer NOT NULL,
	PRIMARY KEY(`key`, `entry`)
) WITHOUT ROWID;
