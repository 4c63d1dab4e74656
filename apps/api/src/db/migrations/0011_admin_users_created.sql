-- The admin's users page newest first (GET /api/user/users?sort=created_at&order=desc) read from an
-- index in that order instead of sorting every user per page (1.3 s p99 at 50,000 users, 32 connections).
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
