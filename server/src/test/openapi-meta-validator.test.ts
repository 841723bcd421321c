// The OpenAPI meta-schema is compiled once per version for every contract the server registers, and a
// contract that breaks the meta-schema is still refused.
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { shareOpenApiMetaValidator } from '../plugins/openapi-meta-validator.js';
import { loadSpec } from '../openapi.js';

interface WithMetaCache {
  getAjvValidator(version: string): unknown;
}

describe('shared OpenAPI meta-schema validator', () => {
  it('MUST compile the meta-schema once for all Validator instances of one version', () => {
    shareOpenApiMetaValidator();
    const first = new Validator() as unknown as WithMetaCache;
    const second = new Validator() as unknown as WithMetaCache;
    expect(typeof first.getAjvValidator).toBe('function');
    expect(second.getAjvValidator('3.1')).toBe(first.getAjvValidator('3.1'));
  });

  it('MUST still accept a real contract and refuse one that breaks the meta-schema', async () => {
    shareOpenApiMetaValidator();
    const good = await new Validator().validate(structuredClone(loadSpec('main')));
    expect(good.valid).toBe(true);
    const broken = structuredClone(loadSpec('main')) as unknown as { info: unknown };
    broken.info = 'not an object';
    const bad = await new Validator().validate(broken);
    expect(bad.valid).toBe(false);
  });
});
