// The OpenAPI meta-schema is compiled once per version for every contract the server registers, a contract
// is checked against it once per content, and a contract that breaks the meta-schema is still refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { metaSchemaChecks, shareOpenApiMetaValidator } from '../plugins/openapi-meta-validator.js';
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

  it('MUST check a contract once per content: again when it changes, every time while it fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-valid-'));
    try {
      shareOpenApiMetaValidator(dir);
      const validate = (doc: unknown) =>
        new Validator().validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
      const spec = loadSpec('sc') as unknown as { info: { description?: string } };
      let before = metaSchemaChecks();
      expect((await validate(spec)).valid).toBe(true);
      expect(metaSchemaChecks()).toBe(before + 1);
      expect(fs.readdirSync(dir)).toHaveLength(1);

      before = metaSchemaChecks();
      expect((await validate(spec)).valid).toBe(true);
      expect(metaSchemaChecks()).toBe(before);

      const changed = structuredClone(spec);
      changed.info.description = 'changed';
      expect((await validate(changed)).valid).toBe(true);
      expect(metaSchemaChecks()).toBe(before + 1);
      expect(fs.readdirSync(dir)).toHaveLength(2);

      const broken = structuredClone(spec) as unknown as { info: unknown };
      broken.info = 'not an object';
      before = metaSchemaChecks();
      expect((await validate(broken)).valid).toBe(false);
      expect((await validate(broken)).valid).toBe(false);
      expect(metaSchemaChecks()).toBe(before + 2);
      expect(fs.readdirSync(dir)).toHaveLength(2);
    } finally {
      shareOpenApiMetaValidator();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
