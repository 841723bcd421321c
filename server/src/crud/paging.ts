// Paging, sorting and search of list operations: `{data, page_info}` pages of at most 100.
export interface ListQuery {
  page?: number;
  per_page?: number;
  sort_by?: string;
  sort_direction?: 'asc' | 'desc';
  search?: string;
}

export interface PageInfo {
  page: string;
  per_page: number;
  total_count: number;
  total_pages: number;
}

export const MAX_PER_PAGE = 100;

export function pageOf(query: ListQuery): { page: number; perPage: number; offset: number } {
  const page = Math.max(1, Math.trunc(Number(query.page ?? 1)) || 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(Number(query.per_page ?? 20)) || 20));
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageInfo(page: number, perPage: number, total: number): PageInfo {
  return {
    page: String(page),
    per_page: perPage,
    total_count: total,
    total_pages: Math.ceil(total / perPage),
  };
}

/** A page of an in-memory list (catalogues that are code, not rows). */
export function pageArray<T>(items: T[], query: ListQuery): { data: T[]; page_info: PageInfo } {
  const { page, perPage, offset } = pageOf(query);
  return { data: items.slice(offset, offset + perPage), page_info: pageInfo(page, perPage, items.length) };
}

/** Escapes LIKE wildcards so a search matches the text literally (used with ESCAPE '\'). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
