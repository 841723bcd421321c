#!/usr/bin/env node
// Lints every backend description in openapi/ with Redocly's rules (the engine of `redocly lint`, from
// @redocly/openapi-core, the line openapi-typescript already uses; the CLI package would add redoc, mobx and a
// second styled-components for no extra rule). Rules: redocly.yaml. Exits 1 on any error or warning.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, lint, loadConfig } from '@redocly/openapi-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
const files = fs
  .readdirSync(path.join(root, 'openapi'))
  .filter((f) => f.endsWith('.yaml') && f !== 'common.yaml')
  .sort();

let problems = 0;
for (const file of files) {
  const results = (await lint({ ref: path.join(root, 'openapi', file), config })).filter((p) => !p.ignored);
  problems += results.length;
  if (results.length)
    formatProblems(results, {
      format: 'codeframe',
      totals: { errors: 0, warnings: 0, ignored: 0 },
      version: '',
    });
  console.log(`${results.length ? '✗' : '✓'} openapi/${file}: ${results.length} problem(s)`);
}
console.log(`openapi lint: ${files.length} files, ${problems} problems`);
process.exit(problems ? 1 : 0);
