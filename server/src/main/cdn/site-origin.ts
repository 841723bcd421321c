// Where a site's edge fetches from: a host (origin_server_url) or an S3-compatible bucket (the provider's
// create form, research/api-shapes.md §4.1). The contract requires the fields of the chosen kind; those of the
// other kind are ignored and not stored. The bucket's secret key is sealed at rest, bound to the site, and
// never answered; an update that leaves it out keeps the stored one.
import { json } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { SecretBox } from '../../idp/secret-box.js';
import type { AppServices } from '../../context.js';

export const SITE_ORIGIN_KEY_INFO = 'cdn-site-s3-secret/v1';

export interface SiteOriginInput {
  origin_type?: 'host' | 's3';
  origin_server_url?: string;
  s3_endpoint?: string;
  s3_region?: string;
  s3_bucket_name?: string;
  s3_access_key?: string;
  s3_secret_key?: string;
}

/** The bucket as stored (cdn_sites.origin_s3): everything but the secret. */
export interface StoredS3Origin {
  endpoint: string;
  region: string;
  bucket: string;
  access_key: string;
}

interface StoredOrigin {
  origin_type: 'host' | 's3';
  origin_s3: StoredS3Origin | null;
}

export type Sealer = () => SecretBox;

/** The site secret box, made once its first secret is sealed (the key derivation is not free). */
export function siteOriginSealer(services: AppServices): Sealer {
  let box: SecretBox | undefined;
  return () => (box ??= new SecretBox(services.tokens.deriveKey(SITE_ORIGIN_KEY_INFO)));
}

/** The address the edge fetches a bucket from (virtual-hosted style). */
export const bucketUrl = (s3: Pick<StoredS3Origin, 'bucket' | 'endpoint'>) =>
  `https://${s3.bucket}.${s3.endpoint.toLowerCase()}`;

/**
 * The origin columns a create or an update writes. On an update (`current` given) a bucket origin without a
 * secret keeps the stored secret, which only a site already on a bucket has.
 */
export function originColumns(
  body: SiteOriginInput,
  sealer: Sealer,
  siteId: string,
  current?: StoredOrigin,
): Record<string, unknown> {
  if (body.origin_type !== 's3') {
    return {
      origin_type: 'host',
      origin_server_url: body.origin_server_url,
      origin_s3: null,
      origin_s3_secret_enc: null,
    };
  }
  const s3: StoredS3Origin = {
    endpoint: body.s3_endpoint ?? '',
    region: body.s3_region ?? '',
    bucket: body.s3_bucket_name ?? '',
    access_key: body.s3_access_key ?? '',
  };
  const keepsSecret = body.s3_secret_key === undefined && current?.origin_type === 's3';
  if (body.s3_secret_key === undefined && !keepsSecret) {
    const message = 'Enter the secret key of the bucket’s access key.';
    throw badRequest(`Invalid request: /body/s3_secret_key ${message}`, [
      { path: '/body/s3_secret_key', message },
    ]);
  }
  return {
    origin_type: 's3',
    origin_server_url: bucketUrl(s3),
    origin_s3: json(s3),
    ...(keepsSecret ? {} : { origin_s3_secret_enc: sealer().seal(body.s3_secret_key ?? '', siteId) }),
  };
}

/** A stored site's bucket fields as the contract answers them (none for a host origin). */
export function s3OriginOf(row: StoredOrigin) {
  if (row.origin_type !== 's3' || !row.origin_s3) return {};
  return {
    s3_endpoint: row.origin_s3.endpoint,
    s3_region: row.origin_s3.region,
    s3_bucket_name: row.origin_s3.bucket,
    s3_access_key: row.origin_s3.access_key,
  };
}
