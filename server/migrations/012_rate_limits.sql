-- Rate limits hold for the whole platform, not for one server process: every counted event (a failed sign-in,
-- a mail sent, a registration, an identity-provider call) is a row here, so any number of server processes
-- on one database count together and a restart forgets nothing. Keys (usernames, addresses, IPs) are kept
-- only as SHA-256 hashes; rows older than their limit's window are deleted as new ones arrive.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL CHECK (length(bucket) BETWEEN 1 AND 50),
  key_hash text NOT NULL CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (bucket, key_hash, at);
CREATE INDEX rate_limit_hits_age ON rate_limit_hits (bucket, at);
