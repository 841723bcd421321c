// The pieces the guards build their statements from: checked identifiers, parameter encoding and placeholders,
// the versioned UPDATE and the paged SELECT.
import { JsonParam } from './types.js';

const IDENT = /^[a-z_][a-z0-9_]*$/;

export function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`invalid identifier ${name}`);
  return name;
}

export function encode(value: unknown): unknown {
  return value instanceof JsonParam ? JSON.stringify(value.value) : value;
}

export function placeholder(value: unknown, index: number): string {
  return value instanceof JsonParam ? `$${index}::jsonb` : `$${index}`;
}

/**
 * The SET list and id/version condition of a versioned UPDATE. `params` already holds the scope's parameters
 * followed by the id (at `idIndex`); the values and the expected version are appended to it.
 */
export function versionedUpdate(
  values: Record<string, unknown>,
  params: unknown[],
  idIndex: number,
  expectedVersion: number | undefined,
): { sets: string; where: string } {
  const sets = Object.keys(values)
    .map(ident)
    .map((n) => {
      params.push(encode(values[n]));
      return `${n} = ${placeholder(values[n], params.length)}`;
    });
  let where = `id = $${idIndex}`;
  if (expectedVersion !== undefined) {
    params.push(expectedVersion);
    where += ` AND version = $${params.length}`;
  }
  return { sets: [...sets, 'version = version + 1', 'updated_at = now()'].join(', '), where };
}

/** A SELECT with the ordering and page of a find: limit and offset are bound as parameters appended to `params`. */
export function paged(
  select: string,
  params: unknown[],
  options: { orderBy?: string; limit?: number; offset?: number },
): string {
  let sql = select;
  if (options.orderBy) sql += ` ORDER BY ${options.orderBy}`;
  if (options.limit !== undefined) {
    params.push(options.limit);
    sql += ` LIMIT $${params.length}`;
  }
  if (options.offset !== undefined) {
    params.push(options.offset);
    sql += ` OFFSET $${params.length}`;
  }
  return sql;
}
