// The console's services (schemas/services.json, read by the console too): one id spells a service's
// permission resource, schema folder and audit types; the file names the backend serving it.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';

export interface ServiceSpelling {
  backend: string;
  routes: string[];
  legacyAuditTypes?: Record<string, string>;
}

const file = path.join(repoRoot, 'schemas', 'services.json');

export const SERVICE_SPELLINGS: Readonly<Record<string, ServiceSpelling>> = (
  JSON.parse(fs.readFileSync(file, 'utf8')) as { services: Record<string, ServiceSpelling> }
).services;

/** The audit resource type of the records of `schemaFile` (schemas/<service>/<schemaFile>.schema.json). */
export function auditTypeOf(service: string, schemaFile: string): string {
  const spelling = SERVICE_SPELLINGS[service];
  if (!spelling) throw new Error(`No service ${service} in schemas/services.json`);
  return spelling.legacyAuditTypes?.[schemaFile] ?? `${service}_${schemaFile.replace(/-/g, '_')}`;
}
