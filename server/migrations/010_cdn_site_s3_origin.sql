-- A site's origin is a host (origin_server_url) or an S3-compatible bucket (the provider's create form:
-- origin_type host | s3). For a bucket, origin_s3 holds where it is and the access key id; the secret key is
-- sealed (main/cdn/sites.ts) and never read back out; origin_server_url is the bucket's address.
ALTER TABLE cdn_sites ADD COLUMN origin_type text NOT NULL DEFAULT 'host' CHECK (origin_type IN ('host', 's3'));
ALTER TABLE cdn_sites ADD COLUMN origin_s3 jsonb;
ALTER TABLE cdn_sites ADD COLUMN origin_s3_secret_enc text;
ALTER TABLE cdn_sites ADD CONSTRAINT cdn_sites_s3_origin CHECK (
  (origin_type = 'host' AND origin_s3 IS NULL AND origin_s3_secret_enc IS NULL)
  OR (origin_type = 's3' AND origin_s3 IS NOT NULL AND origin_s3_secret_enc IS NOT NULL)
);
