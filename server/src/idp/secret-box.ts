// Client secrets at rest: AES-256-GCM under a key derived (HKDF) from the server's JWT secret, with the
// provider's id as associated data, so a ciphertext copied onto another provider's row does not decrypt.
// Format: v1.<iv>.<tag>.<ciphertext>, base64url parts. Rotating JWT_SECRET / DATA_DIR/jwt-secret makes
// stored secrets unreadable: the provider must be configured again (sign-in answers 400 until then).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const IDP_KEY_INFO = 'idp-client-secret/v1';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  seal(plain: string, boundTo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or undefined when the box is malformed, tampered or sealed under another key. */
  open(sealed: string, boundTo: string): string | undefined {
    const [v, iv, tag, ct] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || ct === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }
}
