// The generic CRUD module: register a resource with defineCrud and serve it with crudHandlers.
export {
  crudHandlers,
  crudService,
  defineCrud,
  listEtagOf,
  repositoryFor,
  FOREIGN_KEY_VIOLATION,
} from './resource.js';
export type {
  Condition,
  CrudContext,
  CrudResource,
  CrudService,
  Ordering,
  ParentOf,
  VersionedRow,
} from './resource.js';
export { etagOf, ifMatchSatisfied, requireMatch, staleWrite } from './etag.js';
export {
  alreadyCreated,
  handlesIdempotencyKey,
  idempotencyContext,
  idempotencyKey,
  idempotent,
  priorAnswer,
  rememberAnswer,
} from './idempotency.js';
export type { Answer, IdempotencyContext, StoredAnswer } from './idempotency.js';
export { escapeLike, iso, likePattern, pageArray, pageInfo, pageOf, MAX_PER_PAGE } from './paging.js';
export type { ListQuery, PageInfo } from './paging.js';
