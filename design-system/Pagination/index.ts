export { Pagination, getPageItems } from './Pagination';
export type { PaginationProps, PaginationStrings } from './Pagination';
