import { describe, expect, it } from 'vitest';
import { isAccepted } from './FileDrop';

const file = (name: string, type = '') => ({ name, type });

describe('isAccepted', () => {
  it('accepts any file without a list', () => {
    expect(isAccepted(file('a.exe'))).toBe(true);
    expect(isAccepted(file('a.exe'), [])).toBe(true);
  });

  it('matches extensions without case', () => {
    const accept = ['.pem', '.crt', '.key', '.txt', '.zone'];
    expect(isAccepted(file('cert.PEM'), accept)).toBe(true);
    expect(isAccepted(file('example.com.zone'), accept)).toBe(true);
    expect(isAccepted(file('photo.png', 'image/png'), accept)).toBe(false);
    expect(isAccepted(file('pem'), accept)).toBe(false);
    expect(isAccepted(file('key.pem.bak'), accept)).toBe(false);
  });

  it('matches MIME types and wildcards', () => {
    expect(isAccepted(file('a', 'text/plain'), ['text/plain'])).toBe(true);
    expect(isAccepted(file('a', 'image/png'), ['image/*'])).toBe(true);
    expect(isAccepted(file('a', 'text/html'), ['image/*', 'text/plain'])).toBe(false);
    expect(isAccepted(file('a', ''), ['text/plain'])).toBe(false);
  });
});
