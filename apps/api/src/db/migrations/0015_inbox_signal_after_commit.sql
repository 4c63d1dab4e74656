-- A statement may take over its inbox signal: when it has set 'gayaku.inbox_signal' to 'after_commit'
-- for its transaction (set_config(…, true)), the trigger leaves the signal to the API, which sends it
-- once the statement has committed (modules/notifications/inbox-signal.ts). Checkout and the payment
-- reports do: PostgreSQL serialises the commits of every transaction that called pg_notify, its WAL
-- flush included, and those two write a notification on every order and every payment. Every other
-- writer (the admin's moves, the sweep, mark read, a change made in psql) still signals from here,
-- in its own transaction.
CREATE OR REPLACE FUNCTION "notifications_signal_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('gayaku.inbox_signal', true) IS DISTINCT FROM 'after_commit' THEN
    PERFORM pg_notify('gayaku_notifications', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
