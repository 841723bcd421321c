// The `storybook` project's browser command `checkStoryAnswer` (vite.config.ts, test.browser.commands): the
// browser setup file story-answers.ts sends it every answer of the stories' fake backend, and it answers with
// what the contract check (story-contract-check.ts) found. Commands run in the Vitest process, so the contracts are
// compiled once per run. The check is loaded on the first answer through the project's module runner, so
// loading vite.config.ts (every `vite build` and dev server) does not load Ajv and the contracts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserCommand } from 'vitest/node';
import type * as CheckModule from './story-contract-check.ts';
import type { StoryAnswer, StoryAnswerVerdict } from './story-contract.ts';

const checkModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'story-contract-check.ts');
let loaded:
  Promise<{ check: typeof CheckModule.checkStoryAnswer; contracts: CheckModule.StoryContracts }> | undefined;
let answers = 0;
let failed = 0;
const files = new Set<string>();

export const checkStoryAnswer: BrowserCommand<[answer: StoryAnswer]> = async (
  { project, testPath },
  answer,
): Promise<StoryAnswerVerdict> => {
  loaded ??= project.import<typeof CheckModule>(checkModule).then((m) => ({
    check: m.checkStoryAnswer,
    contracts: m.loadStoryContracts(),
  }));
  const { check, contracts } = await loaded;
  if (answers++ === 0) {
    // One line at the end of the run, so "none broke the contract" can be told from "none was checked".
    process.once('exit', () =>
      process.stdout.write(
        `Story answers checked against openapi/: ${answers} in ${files.size} story file(s) ` +
          `(${failed} broke the contract, exempted ones included)\n`,
      ),
    );
  }
  if (testPath) files.add(testPath);
  const verdict = check(contracts, answer);
  if (verdict.errors.length > 0) failed++;
  return verdict;
};
