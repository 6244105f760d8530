-- Audit entries keep their place in the chain, but their IP address is removed after 12 months (privacy figures):
-- the chain covers a keyed hash of the IP (ip_hash), so the one update still allowed is setting ip to NULL with
-- every other column unchanged. Everything else stays refused.
DROP TRIGGER IF EXISTS audit_log_no_update;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
WHEN NOT (
  NEW.ip IS NULL AND OLD.ip IS NOT NULL
  AND NEW.seq = OLD.seq AND NEW.at = OLD.at AND NEW.actor_type = OLD.actor_type
  AND NEW.actor_id IS OLD.actor_id AND NEW.action = OLD.action
  AND NEW.target_type IS OLD.target_type AND NEW.target_id IS OLD.target_id
  AND NEW.details = OLD.details AND NEW.ip_hash IS OLD.ip_hash
  AND NEW.prev_hash = OLD.prev_hash AND NEW.hash = OLD.hash
)
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
