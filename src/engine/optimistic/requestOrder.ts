// Requests numbered in the order they start. Answers of one record can arrive in another order than their
// requests went out (two settings of a site written at once, a re-read overtaken by a write): the number tells
// an answer from one the server gave later, so the older one never replaces the newer in the caches.
let last = 0;

/** The next request's number: greater than every number given before. */
export function nextRequestOrder(): number {
  last += 1;
  return last;
}
