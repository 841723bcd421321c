import { describe, expect, it } from 'vitest';
import {
  addToken,
  filterSuggestions,
  formatToken,
  parseFilterText,
  tokenFromText,
} from './PropertyFilter.logic';
import type { PropertyFilterProperty } from './PropertyFilter.logic';

const properties: PropertyFilterProperty[] = [
  {
    key: 'status',
    label: 'Status',
    operators: ['=', '!='],
    values: [
      { value: 'active', label: 'Active' },
      { value: 'pending', label: 'Pending' },
    ],
  },
  { key: 'domain', label: 'Domain', operators: [':', '!:', '='] },
];
const useText = (t: string) => `Use: "${t}"`;

describe('parseFilterText', () => {
  it('recognises property, operator and value', () => {
    expect(parseFilterText('', properties)).toEqual({ phase: 'property', text: '' });
    expect(parseFilterText('sta', properties)).toEqual({ phase: 'property', text: 'sta' });
    expect(parseFilterText('Status ', properties)).toMatchObject({ phase: 'operator', text: '' });
    expect(parseFilterText('status !', properties)).toMatchObject({ phase: 'operator', text: '!' });
    expect(parseFilterText('Status != pen', properties)).toMatchObject({
      phase: 'value',
      operator: '!=',
      text: 'pen',
    });
    expect(parseFilterText('Domain!:shop', properties)).toMatchObject({
      phase: 'value',
      operator: '!:',
      text: 'shop',
    });
  });
  it('treats other text as free text', () => {
    expect(parseFilterText('Statusbar', properties)).toEqual({ phase: 'property', text: 'Statusbar' });
    expect(parseFilterText('Status ok', properties)).toEqual({ phase: 'property', text: 'Status ok' });
  });
});

describe('filterSuggestions', () => {
  it('offers properties, then operators, then values', () => {
    expect(filterSuggestions('', properties, useText).map((s) => s.label)).toEqual(['Status', 'Domain']);
    expect(filterSuggestions('dom', properties, useText).map((s) => s.label)).toEqual([
      'Domain',
      'Use: "dom"',
    ]);
    expect(filterSuggestions('Status ', properties, useText).map((s) => s.nextText)).toEqual([
      'Status = ',
      'Status != ',
    ]);
    expect(filterSuggestions('Status = ', properties, useText).map((s) => s.token)).toEqual([
      { propertyKey: 'status', operator: '=', value: 'active' },
      { propertyKey: 'status', operator: '=', value: 'pending' },
    ]);
    expect(filterSuggestions('Status = x', properties, useText).map((s) => s.label)).toEqual([
      'Use: "Status = x"',
    ]);
  });
});

describe('without free text', () => {
  it('offers the properties only and makes no token of other text', () => {
    expect(filterSuggestions('dom', properties, useText, { freeText: false }).map((s) => s.label)).toEqual([
      'Domain',
    ]);
    expect(tokenFromText('shop', properties, { freeText: false })).toBeNull();
    expect(tokenFromText('Status = active', properties, { freeText: false })).toEqual({
      propertyKey: 'status',
      operator: '=',
      value: 'active',
    });
  });
});

describe('tokens', () => {
  it('creates tokens from typed text', () => {
    expect(tokenFromText('Status = active', properties)).toEqual({
      propertyKey: 'status',
      operator: '=',
      value: 'active',
    });
    expect(tokenFromText('Domain : shop', properties)).toEqual({
      propertyKey: 'domain',
      operator: ':',
      value: 'shop',
    });
    expect(tokenFromText('  shop ', properties)).toEqual({ operator: ':', value: 'shop' });
    expect(tokenFromText('Status = ', properties)).toBeNull();
    expect(tokenFromText('   ', properties)).toBeNull();
  });
  it('formats tokens with labels', () => {
    expect(formatToken({ propertyKey: 'status', operator: '!=', value: 'pending' }, properties)).toBe(
      'Status != Pending',
    );
    expect(formatToken({ operator: ':', value: 'shop' }, properties)).toBe('shop');
    expect(formatToken({ propertyKey: 'gone', operator: '=', value: 'x' }, properties)).toBe('gone = x');
  });
  it('does not add a duplicate', () => {
    const t = { propertyKey: 'status', operator: '=' as const, value: 'active' };
    expect(addToken([t], { ...t })).toHaveLength(1);
    expect(addToken([t], { ...t, value: 'pending' })).toHaveLength(2);
  });
});
