// Access tokens: short-lived HS256 JWTs naming the user and the session. Opaque tokens (refresh, cookie)
// are random and stored only as SHA-256 hashes.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'console-local';
export const AUDIENCE = 'console';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    /** Lifetime of an access token in seconds (at most 900). */
    readonly accessTtlSeconds = 900,
  ) {
    if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
    if (accessTtlSeconds < 1 || accessTtlSeconds > 900)
      throw new Error('access token lifetime must be 1..900 s');
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A 32-byte key for another purpose, derived from the same server secret with HKDF-SHA256 (info names the
   * purpose, so keys never repeat across uses). Changing the secret changes every derived key.
   */
  deriveKey(info: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, 'console-derived-key', info, 32));
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token; null when invalid. allowExpired accepts a well-signed expired token. */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      return toClaims(payload);
    } catch (err) {
      if (options.allowExpired && err instanceof joseErrors.JWTExpired) return toClaims(err.payload);
      return null;
    }
  }
}

function toClaims(payload: Record<string, unknown>): AccessClaims | null {
  const { sub, sid, role } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
  return { sub, sid, role };
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
