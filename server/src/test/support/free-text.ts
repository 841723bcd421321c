// The free-text fields of a request body: string properties named as what people type for other people to
// read (a name, a description, a comment, a message, a reason), each with its schema ($refs resolved).
import type { OpenApiDocument } from '../../openapi.js';
import { deref } from './contract.js';
import type { Schema } from './contract.js';

/** Property names of text people read: names, descriptions, comments, messages, reasons, titles. */
export const FREE_TEXT_NAME =
  /^(name|full_name|display_name|[a-z]+_name|description|comment|msg|message|reason|title|label|notes?)$/;

export function freeTextFields(
  doc: OpenApiDocument,
  requestBody: unknown,
  at: string,
): { where: string; schema: Schema }[] {
  const body = deref(doc, requestBody) as { content?: Record<string, { schema?: unknown }> } | undefined;
  const out: { where: string; schema: Schema }[] = [];
  const visit = (node: unknown, where: string, name: string, depth: number): void => {
    if (!node || typeof node !== 'object' || Array.isArray(node) || depth > 12) return;
    const s = node as Schema;
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (
      types.includes('string') &&
      FREE_TEXT_NAME.test(name) &&
      s.enum === undefined &&
      s.const === undefined
    )
      out.push({ where, schema: s });
    for (const [key, child] of Object.entries((s.properties as Schema | undefined) ?? {}))
      visit(child, `${where}/${key}`, key, depth + 1);
    if (s.items) visit(s.items, `${where}/[]`, name, depth + 1);
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = s[keyword];
      if (Array.isArray(branches)) branches.forEach((b) => visit(b, where, name, depth + 1));
    }
  };
  for (const [type, media] of Object.entries(body?.content ?? {}))
    if (type !== 'text/plain') visit(media.schema, `${at} ${type}`, '', 0);
  return out;
}
