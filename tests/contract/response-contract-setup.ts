// Vitest setupFile of the `node` project: a test file whose server answers broke their contract fails, naming
// each answer (the check: server/src/plugins/response-contract.ts, wired in by response-contract-global.ts).
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { violationFile } from '../../server/src/plugins/response-contract.js';
import type { ContractViolation } from '../../server/src/plugins/response-contract.js';

const dir = process.env.RESPONSE_CONTRACT_CHECK;
let offset = 0;

const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

beforeAll(() => {
  if (dir) offset = size(violationFile(dir));
});

// Registered first, so it runs after the test file's own afterAll hooks (they run in reverse order).
afterAll(() => {
  if (!dir) return;
  const file = violationFile(dir);
  if (size(file) <= offset) return;
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.alloc(size(file) - offset);
  fs.readSync(fd, buffer, 0, buffer.length, offset);
  fs.closeSync(fd);
  const found = buffer
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ContractViolation);
  const text = found
    .slice(0, 20)
    .map(
      (v) =>
        `${v.method} ${v.url} → ${v.status} (${v.backend}:${v.operation})\n    ${v.errors.join('\n    ')}\n    body: ${v.body.slice(0, 300)}`,
    )
    .join('\n');
  throw new Error(
    `${found.length} server answer(s) of this file broke the OpenAPI contract (recorded in ${file}):\n${text}`,
  );
});
