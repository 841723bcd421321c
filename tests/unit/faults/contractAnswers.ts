// What a backend's contract says a GET answers (server/generated/<backend>.openapi.json): whether it is a page
// of a collection, the fields its one resource must have, and a sample of the whole answer. The fake backend
// answers from it, so a screen meets the shapes a real server sends: a crash on them is the screen's own.
import type { RJSFSchema } from '@rjsf/utils';
import { cdnEnvelope, dnsEnvelope, envelopeOf } from '../../../src/api/adapters';
import type { BackendName } from '../../../src/api/config';
import { resolveSchema } from '../../../src/engine/schema';
import { contractOf } from '../../support/console-operations';
import { sampleOf } from './samples';

export interface ContractAnswer {
  /** The answer is one page of a collection (in the backend's list envelope). */
  list: boolean;
  /** Whether `record` can be the answer's one resource: an object with every field the contract requires. */
  fits: (record: Record<string, unknown>) => boolean;
  /** The whole answer, envelope included, made from the contract's schema. */
  sample: unknown;
}

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: RJSFSchema }> }> };

/** The contract's GET at `path` (a concrete path: literal segments match before parameters). */
function operationAt(backend: BackendName, path: string): Operation | undefined {
  const paths = (contractOf(backend).paths ?? {}) as Record<string, { get?: Operation } | undefined>;
  const templates = Object.keys(paths).filter((template) => paths[template]?.get);
  const pattern = (template: string) =>
    new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    );
  const matches = templates.filter((template) => pattern(template).test(path));
  const params = (template: string) => template.split('{').length;
  matches.sort((a, b) => params(a) - params(b));
  return matches[0] ? paths[matches[0]]!.get : undefined;
}

/** Where the backend's envelope holds the answer's resource or items. */
function payloadOf(backend: BackendName, body: RJSFSchema, root: RJSFSchema): RJSFSchema {
  const envelope = envelopeOf[backend];
  const key = envelope === cdnEnvelope ? 'data' : envelope === dnsEnvelope ? 'result' : undefined;
  if (!key) return body;
  const properties = (body.properties ?? {}) as Record<string, RJSFSchema>;
  return resolveSchema(properties[key], root);
}

/** The contract's answer to GET `path` of `backend`; undefined when the contract has no such operation. */
export function contractAnswer(backend: BackendName, path: string): ContractAnswer | undefined {
  const operation = operationAt(backend, path);
  const code = Object.keys(operation?.responses ?? {}).find((status) => /^2\d\d$/.test(status));
  const schema = code ? operation!.responses![code]!.content?.['application/json']?.schema : undefined;
  if (!schema) return undefined;
  const root = contractOf(backend) as RJSFSchema;
  const body = resolveSchema(schema, root);
  const bodyProperties = (body.properties ?? {}) as Record<string, unknown>;
  const list = 'page_info' in bodyProperties || ('items' in bodyProperties && 'total' in bodyProperties);
  const payload: RJSFSchema = list ? {} : payloadOf(backend, body, root);
  const required = (payload.required as string[] | undefined) ?? [];
  const isObject = payload.type === 'object' || (!payload.type && !!payload.properties);
  return {
    list,
    fits: (record) => isObject && required.length > 0 && required.every((field) => field in record),
    sample: sampleOf(schema, root),
  };
}
