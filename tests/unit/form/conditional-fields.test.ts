// ui:shownWhen (src/engine/form/conditionalFields.ts) and the validator the form builds for a schema with
// if/then/else (the site's origin: a web server's URL or an S3 bucket's fields).
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { retrieveSchema } from '@rjsf/utils';
import formSchema from '../../../src/engine/generated/cdn/site.form-schema.json';
import siteUi from '../../../schemas/cdn/site.ui.json';
import { validatorsLoader } from '../../../src/engine/validators';
import {
  applyConditions,
  conditionsOf,
  isShown,
  uiForConditions,
} from '../../../src/engine/form/conditionalFields';
import { wholeSchemaValidator } from '../../../src/engine/rjsf/ResourceForm';

const schema = formSchema as RJSFSchema;
const { validateFns } = await validatorsLoader('cdn', 'site')();
const conditions = conditionsOf(schema, siteUi.form);
const bucket = {
  s3_endpoint: 's3.hn-1.cloud.cmctelecom.vn',
  s3_region: 'hn-1',
  s3_bucket_name: 'media-library',
  s3_access_key: 'AKIAEXAMPLE01',
};

describe('ui:shownWhen', () => {
  it('reads the conditions of ui.json, a field another depends on counting with its default', () => {
    expect([...conditions.keys()]).toEqual([
      'origin_server_url',
      's3_endpoint',
      's3_region',
      's3_bucket_name',
      's3_access_key',
      's3_secret_key',
    ]);
    // No origin_type yet: its default (host) decides.
    expect(isShown('origin_server_url', {}, conditions, schema)).toBe(true);
    expect(isShown('s3_bucket_name', {}, conditions, schema)).toBe(false);
    expect(isShown('s3_bucket_name', { origin_type: 's3' }, conditions, schema)).toBe(true);
    expect(isShown('name', { origin_type: 's3' }, conditions, schema)).toBe(true);
  });

  it('sets a hidden field’s value aside and brings it back when the field is shown again', () => {
    const typed = { name: 'shop', origin_type: 'host', origin_server_url: 'https://o.example.com' };
    const toBucket = applyConditions({ ...typed, origin_type: 's3' }, {}, conditions, schema);
    expect(toBucket.values).toEqual({ name: 'shop', origin_type: 's3' });
    expect(toBucket.aside).toEqual({ origin_server_url: 'https://o.example.com' });

    const filled = applyConditions({ ...toBucket.values, ...bucket }, toBucket.aside, conditions, schema);
    const back = applyConditions({ ...filled.values, origin_type: 'host' }, filled.aside, conditions, schema);
    expect(back.values).toEqual(typed);
    expect(back.aside).toEqual(bucket);
    // A value the user gives wins over the one set aside.
    const own = applyConditions(
      { ...back.values, origin_type: 's3', s3_region: 'sg-1' },
      back.aside,
      conditions,
      schema,
    );
    expect(own.values).toMatchObject({ ...bucket, s3_region: 'sg-1' });
  });

  it('renders nothing for a hidden field and drops the condition from what rjsf sees', () => {
    const ui = uiForConditions(siteUi.form, { origin_type: 's3' }, conditions, schema);
    expect(typeof (ui.origin_server_url as Record<string, unknown>)['ui:field']).toBe('function');
    expect(ui.s3_bucket_name).toEqual({ 'ui:placeholderKey': 's3_bucket_name' });
    expect(JSON.stringify(ui)).not.toContain('shownWhen');
  });
});

describe('the form’s validator with if/then/else', () => {
  const precompiled = () =>
    createPrecompiledValidator(validateFns as Parameters<typeof createPrecompiledValidator>[0], schema);

  it('validates against the whole schema even when rjsf hands it the schema of the values before a change', () => {
    const values = { name: 'videos', origin_type: 's3' };
    // What rjsf resolved for the values before the origin type changed (the web server's branch).
    const stale = retrieveSchema(precompiled(), schema, schema, { name: 'videos' });
    expect(() => precompiled().validateFormData(values, stale)).toThrow(/differs from the rootSchema/);

    const validator: ValidatorType = wholeSchemaValidator(precompiled(), schema);
    const { errors } = validator.validateFormData(values, stale);
    const missing = errors.filter((e) => e.name === 'required').map((e) => e.params.missingProperty);
    expect(missing.sort()).toEqual(['s3_access_key', 's3_bucket_name', 's3_endpoint', 's3_region']);
    expect(validator.validateFormData({ ...values, ...bucket }, stale).errors).toEqual([]);
    // The web server's branch requires its URL.
    const host = validator.validateFormData({ name: 'site' }, schema).errors;
    expect(host.some((e) => e.params.missingProperty === 'origin_server_url')).toBe(true);
  });
});
