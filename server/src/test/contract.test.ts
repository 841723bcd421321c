import { describe, expect, it } from 'vitest';
import { HANDLERS, MOUNTS } from '../app.js';
import type { AppServices } from '../context.js';
import { BACKENDS, listOperations, loadSpec } from '../openapi.js';
import { PERMISSION_PATTERN } from '../plugins/permissions.js';

// The handler factories only close over services; building them needs no live database.
const services = {
  db: {},
  tokens: {},
  limiter: {},
  clock: () => new Date(),
  settings: {},
} as unknown as AppServices;

describe.each(BACKENDS)('the %s contract', (backend) => {
  const spec = loadSpec(backend);
  const ops = listOperations(spec);

  it('is mounted and has operations', () => {
    expect(MOUNTS[backend]).toBe(`/api/${backend}`);
    expect(ops.length).toBeGreaterThan(0);
  });

  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.op] as const))(
    '%s declares a valid x-permission and has a handler',
    (_name, op) => {
      expect(op.operationId).toBeTruthy();
      expect(op['x-permission']).toMatch(PERMISSION_PATTERN);
      const handlers = HANDLERS[backend](services, spec);
      expect(typeof handlers[op.operationId as string]).toBe('function');
    },
  );

  it('has no handler without an operation', () => {
    const handlers = HANDLERS[backend](services, spec);
    expect(Object.keys(handlers).sort()).toEqual(ops.map((o) => o.op.operationId).sort());
  });
});
