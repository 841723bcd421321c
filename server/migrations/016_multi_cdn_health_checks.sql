-- Multi-CDN providers are checked for real (server/src/main/cdn/multi-cdn-probe.ts): a background job per
-- provider requests its target every minute and keeps the last answer here, with the runs of passes and
-- failures that move its health. Health and check times stored before came from no check: they start over.
ALTER TABLE cdn_multi_cdn_providers
  ADD COLUMN last_check_passed boolean,
  ADD COLUMN last_check_status_code integer CHECK (last_check_status_code BETWEEN 100 AND 599),
  ADD COLUMN last_check_error text CHECK (last_check_error IN ('dns_not_found', 'dns_unreachable',
    'address_refused', 'connection_refused', 'connection_failed', 'tls_failed', 'timeout')),
  ADD COLUMN last_check_latency_ms integer CHECK (last_check_latency_ms >= 0),
  ADD COLUMN passes_in_a_row integer NOT NULL DEFAULT 0 CHECK (passes_in_a_row >= 0),
  ADD COLUMN failures_in_a_row integer NOT NULL DEFAULT 0 CHECK (failures_in_a_row >= 0);

UPDATE cdn_multi_cdn_providers SET health = 'unknown', last_checked_at = NULL;

ALTER TABLE cdn_multi_cdn_providers
  ADD CHECK ((last_checked_at IS NULL) = (last_check_passed IS NULL));

INSERT INTO jobs (id, kind, key, run_at)
SELECT gen_random_uuid(), 'cdn.multi_cdn_probe', id::text, now() FROM cdn_multi_cdn_providers
ON CONFLICT (kind, key) DO NOTHING;
