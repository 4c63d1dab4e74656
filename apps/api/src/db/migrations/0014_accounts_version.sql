-- What a login token is checked against (an account's role and token version) gets a version of its
-- own, so that the API can keep the accounts it has looked up in memory (lib/account-cache.ts) and
-- still see, within about two seconds, a sign-out of every device, a new password or a removed
-- account written by another instance. Profile edits (name, e-mail, address) do not advance it.
CREATE SEQUENCE accounts_version;
--> statement-breakpoint
CREATE FUNCTION accounts_version_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('accounts_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_accounts_version AFTER UPDATE OF id, role, token_version OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION accounts_version_advance();
