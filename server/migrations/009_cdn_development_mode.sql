-- Development mode switches itself off three hours after it is turned on (as Cloudflare's does): the time it
-- ends, null while it is off. Reads show it inactive once the time has passed (main/cdn/sites.ts).
ALTER TABLE cdn_sites ADD COLUMN development_mode_expires_at timestamptz;
