// The enumeration the fault suites run on (tests/support/console-operations.ts): it reads every call site
// of the console's source, each is an operation of its backend's contract, and a call it cannot read fails
// here instead of going untested.
import { describe, expect, it } from 'vitest';
import { areas } from '../../../src/app/areas';
import {
  consoleOperations,
  contractOperation,
  operationLabel,
  placeholderPathParams,
  scanConsole,
  scanSource,
} from '../../support/console-operations';
import { registryCallSites } from '../../support/registry-operations';

describe('the scanner', () => {
  it('reads one-line, multi-line and bracketed call sites and the client module’s own logout', () => {
    const source = [
      "const a = await api().main.GET('/cdn/sites', { params });",
      'const b = await api()',
      "  .dns.POST(\n    '/dns/zones/{zone_id}/rrsets/import', {});",
      'const c = api()[\'log-export\'].DELETE("/log-export/destinations/{id}");',
      "logout: () => auth.POST('/logout'),",
    ].join('\n');
    const { sites, unreadable } = scanSource('x.ts', source);
    expect(unreadable).toEqual([]);
    expect(sites).toEqual([
      { file: 'x.ts', line: 1, backend: 'main', method: 'GET', path: '/cdn/sites' },
      { file: 'x.ts', line: 2, backend: 'dns', method: 'POST', path: '/dns/zones/{zone_id}/rrsets/import' },
      {
        file: 'x.ts',
        line: 5,
        backend: 'log-export',
        method: 'DELETE',
        path: '/log-export/destinations/{id}',
      },
      { file: 'x.ts', line: 6, backend: 'auth', method: 'POST', path: '/logout' },
    ]);
  });

  it('reports calls it cannot read: a client in a variable, a computed path, an unknown backend, .request', () => {
    const source = [
      'const client = api().main;',
      "await client.GET('/cdn/sites');",
      'await api().main.GET(`/cdn/sites/${id}`);',
      "await api().nope.GET('/x');",
      "await api().main.request('GET', '/cdn/sites');",
    ].join('\n');
    const { sites, unreadable } = scanSource('y.ts', source);
    expect(sites).toEqual([]);
    expect(unreadable.map((u) => u.line)).toEqual([2, 3, 4, 5]);
  });
});

describe('the console’s operations', () => {
  const operations = consoleOperations();

  it('are found, and every call site in src/ could be read', () => {
    const { sites, unreadable } = scanConsole();
    expect(unreadable).toEqual([]);
    expect(sites.length + registryCallSites().length).toBeGreaterThanOrEqual(operations.length);
    // The console calls far more than a handful; zero (or a few) means the scanner broke.
    expect(operations.length).toBeGreaterThan(30);
    for (const backend of ['auth', 'main'] as const) {
      expect(operations.some((op) => op.backend === backend)).toBe(true);
    }
  });

  it('are each an operation of their backend’s contract', () => {
    const missing = operations
      .filter((op) => op.operationId === undefined)
      .map((op) => `${operationLabel(op)} at ${op.callSites.join(', ')}`);
    expect(missing).toEqual([]);
    expect(contractOperation('main', 'GET', '/cdn/sites')).toBeDefined();
    expect(contractOperation('main', 'PATCH', '/cdn/sites')).toBeUndefined();
  });

  it('include what the registered resources call (list, get, create, update, delete), on their own backend', () => {
    const hasOn = (backend: string, method: string, p: string) =>
      operations.some((op) => op.backend === backend && op.method === method && op.path === p);
    for (const area of areas) {
      for (const resource of area.resources) {
        if (!resource.api) continue;
        const { backend, itemPath, listPath } = resource.api;
        // The detail page's "copy as curl" path is the one its `get` reads, unless the entry says the API reads
        // no record alone (`without: ['get']`: no detail page either).
        if (!resource.api.without?.includes('get'))
          expect(contractOperation(backend, 'GET', itemPath)).toBeDefined();
        if (resource.operations.get) expect(hasOn(backend, 'GET', itemPath)).toBe(true);
        if (listPath && resource.operations.list && !resource.api.without?.includes('list'))
          expect(hasOn(backend, 'GET', listPath), `${resource.name} lists at ${listPath}`).toBe(true);
      }
    }
    const has = (method: string, p: string) => hasOn('main', method, p);
    expect(has('GET', '/cdn/sites')).toBe(true);
    expect(has('DELETE', '/tenant/group/{id}')).toBe(true);
  });

  it('name their success answer from the contract and fill path parameters', () => {
    const logout = operations.find((op) => op.backend === 'auth' && op.path === '/logout');
    expect(logout).toMatchObject({ successStatus: 200, successHasBody: true, hasRequestBody: false });
    const deleteKey = operations.find((op) => op.method === 'DELETE' && op.path === '/access_key/{keyId}');
    expect(deleteKey?.operationId).toBeTruthy();
    expect(operations.find((op) => op.method === 'POST' && op.path === '/tenant/group')?.hasRequestBody).toBe(
      true,
    );
    expect(placeholderPathParams('/tenant/group/{id}/x/{key}')).toEqual({ id: 'p-id', key: 'p-key' });
  });
});
