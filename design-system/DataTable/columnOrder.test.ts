import { describe, expect, it } from 'vitest';
import { orderColumns } from './columnOrder';

const columns = [{ id: 'domain' }, { id: 'status' }, { id: 'origin' }, { id: 'requests' }];
const ids = (list: { id: string }[]) => list.map((column) => column.id);

describe('orderColumns', () => {
  it('keeps the given order when there is no saved order', () => {
    expect(ids(orderColumns(columns, []))).toEqual(['domain', 'status', 'origin', 'requests']);
  });

  it('follows the saved order', () => {
    expect(ids(orderColumns(columns, ['requests', 'domain', 'origin', 'status']))).toEqual([
      'requests',
      'domain',
      'origin',
      'status',
    ]);
  });

  it('skips unknown ids and slots new columns after their predecessor', () => {
    expect(ids(orderColumns(columns, ['origin', 'gone', 'domain', 'requests']))).toEqual([
      'origin',
      'domain',
      'status',
      'requests',
    ]);
    expect(ids(orderColumns(columns, ['requests']))).toEqual(['domain', 'status', 'origin', 'requests']);
  });
});
