// Form values without the empty objects rjsf leaves behind: an optional object field the user never filled (a page
// rule's forwarding URL) reaches rjsf's state as `{}` or `{status_code: undefined}` once a widget inside it
// reports its empty value, and would then be validated — its required properties blocking a form that never
// asked for it. Undefined members and objects left empty go; arrays, nulls and everything filled stay.
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function prune(value: unknown): unknown {
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const [key, member] of Object.entries(value)) {
    const kept = prune(member);
    if (kept === undefined) continue;
    if (isPlain(kept) && Object.keys(kept).length === 0) continue;
    out[key] = kept;
  }
  return out;
}

/** The values with undefined members and empty nested objects removed (the root stays an object). */
export function pruneEmptyObjects<T extends Plain>(values: T): T {
  return prune(values) as T;
}
