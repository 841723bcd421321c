// What the generic CRUD module needs of a single-table guard, whichever scope the table has.
/** What the generic CRUD module needs of either guard. */
export interface Repository<Row> {
  /** Placeholder number of the first extra parameter (the scope takes the ones before). */
  readonly firstParam: number;
  find(options?: FindOptions): Promise<Row[]>;
  count(where?: string, params?: unknown[]): Promise<number>;
  get(id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  insert(values: Record<string, unknown>): Promise<Row>;
  update(id: string, values: Record<string, unknown>, expectedVersion?: number): Promise<Row | undefined>;
  delete(id: string, expectedVersion?: number): Promise<boolean>;
}

export interface FindOptions {
  /** Extra predicate; its placeholders start at the repository's firstParam ($1–$3 are the scope). */
  where?: string;
  params?: unknown[];
  orderBy?: string;
  limit?: number;
  offset?: number;
}
