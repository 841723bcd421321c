// Where a request body would let a property through that its operation does not declare: every object in it
// must close itself (additionalProperties false, or a schema every further property must meet) or be closed
// by the object composing it (unevaluatedProperties false over its allOf / anyOf / oneOf). Conditions (if, then,
// else, not) only narrow what the schema beside them takes, so they are not walked.
import type { OpenApiDocument } from '../../openapi.js';

type Node = Record<string, unknown>;

const isObjectSchema = (s: Node) =>
  s.type === 'object' ||
  (Array.isArray(s.type) && s.type.includes('object')) ||
  (s.type === undefined && (s.properties !== undefined || s.required !== undefined));

/** JSON-pointer-like locations of the open objects under `schema` ($refs into the document followed once). */
export function openObjects(doc: OpenApiDocument, schema: unknown, at: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (n, key) => (n as Node | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        doc,
      );
  const visit = (node: unknown, where: string, closedByParent: boolean): void => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const s = node as Node;
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
      const key = `${s.$ref}|${closedByParent}`;
      if (seen.has(key)) return;
      seen.add(key);
      visit(resolve(s.$ref), where, closedByParent);
      return;
    }
    const closesItself =
      s.additionalProperties === false ||
      (typeof s.additionalProperties === 'object' && s.additionalProperties !== null) ||
      s.unevaluatedProperties === false;
    if (isObjectSchema(s) && !closesItself && !closedByParent) out.push(where);
    const closesBranches = s.unevaluatedProperties === false;
    for (const [name, child] of Object.entries((s.properties as Node | undefined) ?? {}))
      visit(child, `${where}/${name}`, false);
    if (typeof s.additionalProperties === 'object') visit(s.additionalProperties, `${where}/*`, false);
    if (s.items) visit(s.items, `${where}/[]`, false);
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = s[keyword];
      if (!Array.isArray(branches)) continue;
      branches.forEach((b, i) => visit(b, `${where}(${keyword}[${i}])`, closesBranches || closedByParent));
    }
  };
  visit(schema, at, false);
  return out;
}
