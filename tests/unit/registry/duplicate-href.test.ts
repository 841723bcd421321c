// "Duplicate" opens the create form of the copied record's own kind, pre-filled from it.
import { describe, expect, it } from 'vitest';
import { duplicateHref } from '../../../src/engine/routes';
import { siteResource } from '../../../src/areas/cdn/resources';
import type { AnyResource } from '../../../src/engine/types';

const site = siteResource as unknown as AnyResource;

describe('duplicate href', () => {
  it('MUST open the create route of the record’s kind when the resource names one', () => {
    expect(duplicateHref(site, 's-1', {}, { id: 's-1', vod: true })).toBe('/cdn/sites/add/vod?duplicate=s-1');
    expect(duplicateHref(site, 's-2', {}, { id: 's-2', vod: false })).toBe(
      '/cdn/sites/add/web?duplicate=s-2',
    );
  });

  it('MUST fall back to the default create route when the record is not known', () => {
    expect(duplicateHref(site, 's 3')).toBe('/cdn/sites/add/web?duplicate=s%203');
  });
});
