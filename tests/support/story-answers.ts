// Every answer of the stories' fake backend is held to openapi/, as the server's answers are in the
// node and e2e suites. Setup file of the `storybook` project, after story-screenshots.ts (so its afterEach runs
// first and a story that got a wrong answer fails on that, without screenshot noise on top).
//
// src/storybook/backend.ts tells this file of each answer it gives (observeAnswers), the default 404 envelope
// included; the answer goes to the Node command `checkStoryAnswer` (story-contract-command.ts), which checks it
// with the server's ContractValidator. After the story, every check is awaited and the story fails, naming
// each answer (method, URL, status, the contract's operation, the problems and the start of the body), unless
// the story names that answer in `parameters.contract.exempt` with a reason (ContractExemption). An exemption
// no answer needed fails the story as well. An answer given after its story's checks were collected (a
// request still in flight) is checked with the next story, against the exemptions of the story it was given
// in, and names that story.
import { afterEach, beforeEach } from 'vitest';
import { commands } from 'vitest/browser';
import { observeAnswers, type ContractExemption, type ContractParameters } from '../../src/storybook/backend';
import {
  contractReport,
  type CheckedAnswer,
  type StoryAnswer,
  type StoryAnswerVerdict,
} from './story-contract';

declare module 'vitest/browser' {
  interface BrowserCommands {
    checkStoryAnswer: (answer: StoryAnswer) => Promise<StoryAnswerVerdict>;
  }
}

let currentStory = '(before the first story)';
let pending: Promise<CheckedAnswer>[] = [];
/** The exemptions of every story that has ended, for answers it was given that arrive after its end. */
const exemptionsOfEndedStories = new Map<string, readonly ContractExemption[]>();

function namesScope(request: Request): boolean {
  return (
    request.headers.has('X-Project-Id') ||
    request.headers.has('X-Resource-Group-Id') ||
    new URL(request.url).searchParams.has('projectId')
  );
}

async function check(request: Request, response: Response, story: string): Promise<CheckedAnswer> {
  const answer: StoryAnswer = {
    method: request.method,
    url: request.url,
    status: response.status,
    contentType: response.headers.get('Content-Type'),
    text: '',
    namedScope: namesScope(request),
  };
  try {
    answer.text = await response.text();
    return { answer, verdict: await commands.checkStoryAnswer(answer), story };
  } catch (err) {
    // A check that breaks fails the story too: an answer is never let through unchecked.
    const message = err instanceof Error ? err.message : String(err);
    return { answer, verdict: { errors: [`the contract check failed: ${message}`] }, story };
  }
}

observeAnswers((request, response) => {
  pending.push(check(request, response, currentStory));
});

beforeEach((ctx) => {
  currentStory = (ctx.task.meta as { storyId?: string }).storyId ?? ctx.task.name;
});

afterEach(async (ctx) => {
  const taken = pending;
  pending = [];
  const checked = await Promise.all(taken);
  const story = (ctx as unknown as { story?: { parameters?: { contract?: ContractParameters } } }).story;
  const exemptions = story?.parameters?.contract?.exempt ?? [];
  exemptionsOfEndedStories.set(currentStory, exemptions);
  // A story that already failed still reports wrong answers (they may be why), but not unused exemptions.
  const failed = (ctx.task.result?.errors?.length ?? 0) > 0;
  const report = contractReport(checked, exemptions, currentStory, !failed, exemptionsOfEndedStories);
  if (report) throw new Error(report);
});
