// Which addresses a probe may connect to: public ones only, so a target an administrator types cannot make the
// server reach into its own network. Loopback is let through only where a test or a local setup asks for it
// (settings.probes.allowLoopback, never under NODE_ENV=production); private and link-local ranges never are.
import { BlockList, isIP } from 'node:net';
import { isPrivateAddress } from '../idp/outbound.js';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a probe may connect to this address. */
export function mayProbe(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopbackAddress(address)) return true;
  return !isPrivateAddress(address);
}
