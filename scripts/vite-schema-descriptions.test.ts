// The build's form schemas lose the API's description texts, and nothing else.
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from './vite-schema-descriptions.ts';

describe('withoutDescriptions', () => {
  it('MUST drop every schema description, at any depth, and keep everything else', () => {
    const schema = {
      $id: 'https://example.test/x',
      description: 'API text',
      properties: {
        name: { type: 'string', title: 'Name', description: 'API text' },
        description: { type: 'string', description: 'A field named description' },
        items: { type: 'array', items: { type: 'object', description: 'x', properties: {} } },
      },
      $defs: { description: { type: 'string', description: 'a definition named description' } },
      allOf: [{ if: { properties: { a: { const: 1 } } }, then: { description: 'x', required: ['a'] } }],
    };
    expect(withoutDescriptions(schema)).toEqual({
      $id: 'https://example.test/x',
      properties: {
        name: { type: 'string', title: 'Name' },
        description: { type: 'string' },
        items: { type: 'array', items: { type: 'object', properties: {} } },
      },
      $defs: { description: { type: 'string' } },
      allOf: [{ if: { properties: { a: { const: 1 } } }, then: { required: ['a'] } }],
    });
  });

  it('MUST keep data values whole: a default, const, enum or example may hold a "description"', () => {
    const schema = {
      type: 'object',
      default: { description: 'kept' },
      examples: [{ description: 'kept' }],
      enum: [{ description: 'kept' }],
    };
    expect(withoutDescriptions(schema)).toEqual(schema);
  });
});
