#!/usr/bin/env node
// Issues a parent-portal short token for a user: `node scripts/short-token.mjs <username> [--ttl seconds]`.
// Prints the token on stdout (for scripts) and the console's /login?token= address on stderr. Writes straight
// into the database of DATA_DIR (PGlite, default .data) or DATABASE_URL; see server/src/auth/short-token-cli.ts.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = pathToFileURL(path.join(root, 'server', 'src', 'auth', 'short-token-cli.ts')).href;
const { runShortTokenCli } = await tsImport(cli, import.meta.url);
process.exitCode = await runShortTokenCli(process.argv.slice(2));
