#!/usr/bin/env node
// Prints the built console's byte budgets and exits 1 when one is over. Used by `npm test` and `npm run bench`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBundle } from './lib/bundle-budget.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const checks = checkBundle(dist);
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
