// Every kind of record the search finds, in the order hits of equal rank are listed. An area adds its sources
// here when it lands; the console picks them up from its registry (a resource whose UI description has
// `search`), with no change to the command palette.
import { cdnSearchSources } from '../cdn/search.js';
import { iamSearchSources } from '../iam/search.js';
import type { SearchSource } from './source.js';

export const searchSources: readonly SearchSource[] = [...cdnSearchSources, ...iamSearchSources];
