-- Background jobs of the whole platform (server/src/jobs/): a job's whole state is its row, so jobs survive
-- restarts and any number of server processes on one database share them. A runner claims due rows with
-- FOR UPDATE SKIP LOCKED and holds each for a lease (locked_until): a claim nobody finished is claimable again
-- once its lease has run out. One row per (kind, key): scheduling a job whose key exists moves that job.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
  -- What the job is about within its kind (a provider's id, a certificate order's id); one job per subject.
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Not claimed before this time.
  run_at timestamptz NOT NULL,
  -- Claims since the job last succeeded (a claim that never reported back counts too).
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- The claim holding the job (a fresh token per claim) and until when it holds.
  locked_by text,
  locked_until timestamptz,
  last_error text CHECK (length(last_error) <= 2000),
  -- Set when the job was given up after its kind's last attempt: never claimed again unless scheduled anew.
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((locked_by IS NULL) = (locked_until IS NULL)),
  UNIQUE (kind, key)
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE failed_at IS NULL;
