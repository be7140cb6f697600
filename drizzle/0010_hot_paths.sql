-- Rate-limit windows are short-lived counters: no write-ahead log for them (decision 012).
-- After a crash PostgreSQL empties an unlogged table; a clean restart keeps it.
ALTER TABLE "rate_limits" SET UNLOGGED;
