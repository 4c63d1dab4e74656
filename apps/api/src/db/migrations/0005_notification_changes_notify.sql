-- Every change to a user's inbox (a notification added, or read) signals on the channel
-- 'gayaku_notifications' with the user's id as payload. The signal is sent by PostgreSQL when the
-- transaction that made the change commits (and never if it rolls back), whichever statement or
-- instance made it; each API instance LISTENs and tells that user's open notification streams.
-- Repeats of one user within one transaction reach listeners once.
CREATE FUNCTION "notifications_signal_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gayaku_notifications', NEW.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_added_signal" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications_signal_change"();
--> statement-breakpoint
CREATE TRIGGER "notifications_read_signal" AFTER UPDATE OF "is_read" ON "notifications"
  FOR EACH ROW WHEN (OLD."is_read" IS DISTINCT FROM NEW."is_read") EXECUTE FUNCTION "notifications_signal_change"();
