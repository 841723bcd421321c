import { describe, expect, it } from 'vitest';
import { addEntries, splitEntries, validateIpOrCidr } from './TagInput';

describe('validateIpOrCidr', () => {
  it('accepts IPv4 addresses and CIDR blocks', () => {
    for (const ok of [
      '0.0.0.0',
      '10.0.0.1',
      '192.168.1.255',
      '255.255.255.255',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '1.2.3.4/32',
    ]) {
      expect(validateIpOrCidr(ok), ok).toBeUndefined();
    }
  });

  it('refuses malformed IPv4 addresses', () => {
    for (const bad of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.04',
      '01.2.3.4',
      'a.b.c.d',
      '1..2.3',
      ' 1.2.3.4x',
    ]) {
      expect(validateIpOrCidr(bad), bad).toBe('invalid-ip');
    }
  });

  it('refuses IPv4 prefixes over 32 or malformed', () => {
    for (const bad of [
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.0/-1',
      '10.0.0.0/08',
      '10.0.0.0/8/8',
      '10.0.0.0/a',
    ]) {
      expect(validateIpOrCidr(bad), bad).toBe('invalid-prefix');
    }
  });

  it('accepts IPv6 addresses, compressed forms and embedded IPv4', () => {
    for (const ok of [
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '2001:db8::ff00:42:8329',
      '::',
      '::1',
      'fe80::',
      'FE80::1:2',
      '1:2:3:4:5:6:7::',
      '::2:3:4:5:6:7:8',
      '::ffff:192.0.2.128',
      '64:ff9b::192.0.2.33',
      '1:2:3:4:5:6:1.2.3.4',
      '2001:db8::/32',
      '::/0',
      '2001:db8::1/128',
    ]) {
      expect(validateIpOrCidr(ok), ok).toBeUndefined();
    }
  });

  it('refuses malformed IPv6 addresses', () => {
    for (const bad of [
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::1',
      'g::1',
      ':::',
      '1:2:3:4:5:6:7:8::',
      '::1.2.3.4:1',
      '::ffff:256.0.0.1',
      '1:2:3:4:5:6:7:1.2.3.4',
      'fe80::1%eth0',
      ':1',
      '1:',
    ]) {
      expect(validateIpOrCidr(bad), bad).toBe('invalid-ip');
    }
  });

  it('refuses IPv6 prefixes over 128', () => {
    expect(validateIpOrCidr('2001:db8::/129')).toBe('invalid-prefix');
    expect(validateIpOrCidr('2001:db8::/')).toBe('invalid-prefix');
    expect(validateIpOrCidr('2001:db8::/64')).toBeUndefined();
  });

  it('ignores surrounding white space', () => {
    expect(validateIpOrCidr(' 10.0.0.1 ')).toBeUndefined();
  });

  it('reports the address before the prefix', () => {
    expect(validateIpOrCidr('300.0.0.0/99')).toBe('invalid-ip');
  });
});

describe('splitEntries', () => {
  it('splits at commas, spaces and new lines and drops empties', () => {
    expect(splitEntries('a, b\nc\t d,,  ,e ')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitEntries(' , ')).toEqual([]);
  });
});

describe('addEntries', () => {
  const validate = (v: string) => (v.startsWith('x') ? 'bad' : undefined);

  it('adds entries in order', () => {
    expect(addEntries(['a'], ['b', 'c'])).toEqual({ values: ['a', 'b', 'c'], rest: [] });
  });

  it('stops at a duplicate, also within the batch', () => {
    expect(addEntries(['a'], ['b', 'a', 'c'])).toEqual({
      values: ['a', 'b'],
      rest: ['a', 'c'],
      problem: 'duplicate',
    });
    expect(addEntries([], ['b', 'b'])).toEqual({ values: ['b'], rest: ['b'], problem: 'duplicate' });
  });

  it('stops at maxItems', () => {
    expect(addEntries(['a'], ['b', 'c'], { maxItems: 2 })).toEqual({
      values: ['a', 'b'],
      rest: ['c'],
      problem: 'too-many',
    });
  });

  it('stops at an entry that fails validation, with its message', () => {
    expect(addEntries([], ['a', 'xb', 'c'], { validate })).toEqual({
      values: ['a'],
      rest: ['xb', 'c'],
      problem: { message: 'bad' },
    });
  });
});
