// What the story answer check passes between the browser and Node, and the report a story fails
// with. No Node or browser imports: the browser setup file (story-answers.ts), the Node check
// (story-contract-check.ts) and its test (tests/contract/story-fixtures.test.ts) all use it.
import type { ContractExemption } from '../../src/storybook/backend';

/** One answer of the fake backend, as the browser sends it to the check. */
export interface StoryAnswer {
  method: string;
  /** The request's absolute URL, e.g. http://console.story/api/main/cdn/sites/123?page=2. */
  url: string;
  status: number;
  /** The Content-Type header as given (parameters included), or null. */
  contentType: string | null;
  /** The body as text ('' for none). */
  text: string;
  /** The request named a project or resource group (X-Project-Id, X-Resource-Group-Id, ?projectId=). */
  namedScope: boolean;
}

/** What the check found: the operation the answer belongs to (when there is one) and its problems. */
export interface StoryAnswerVerdict {
  backend?: string;
  /** The contract's path template, e.g. /cdn/sites/{id}. */
  path?: string;
  errors: string[];
}

export interface CheckedAnswer {
  answer: StoryAnswer;
  verdict: StoryAnswerVerdict;
  /** The story that ran when the answer was given. */
  story: string;
}

const BODY_EXCERPT = 300;
const MAX_ERRORS = 12;

/** Where an exemption names an answer: the backend's mount and the contract's path template. */
export function exemptionPath({ answer, verdict }: Pick<CheckedAnswer, 'answer' | 'verdict'>): string {
  if (verdict.backend && verdict.path) return `/api/${verdict.backend}${verdict.path}`;
  return new URL(answer.url).pathname;
}

const exempts = (exemption: ContractExemption, checked: CheckedAnswer) =>
  exemption.method.toUpperCase() === checked.answer.method.toUpperCase() &&
  exemption.path === exemptionPath(checked) &&
  exemption.status === checked.answer.status;

/**
 * What a story fails with: the answers it got that broke the contract (unless exempted) and, when
 * `reportUnused`, the exemptions no such answer needed. Undefined when there is nothing to report.
 * An answer given while an earlier story ran (a request still in flight when that story ended) is held to
 * the exemptions of the story it was given in (`earlierExemptions`), not to this one's.
 */
export function contractReport(
  checked: readonly CheckedAnswer[],
  exemptions: readonly ContractExemption[],
  story: string,
  reportUnused = true,
  earlierExemptions: ReadonlyMap<string, readonly ContractExemption[]> = new Map(),
): string | undefined {
  const exemptionsWhereGiven = (c: CheckedAnswer) =>
    c.story === story ? exemptions : (earlierExemptions.get(c.story) ?? []);
  const broken = checked.filter((c) => c.verdict.errors.length > 0);
  const wrong = broken.filter((c) => !exemptionsWhereGiven(c).some((e) => exempts(e, c)));
  const unused = reportUnused ? exemptions.filter((e) => !broken.some((c) => exempts(e, c))) : [];
  const parts: string[] = [];
  if (wrong.length > 0) {
    parts.push(
      `${wrong.length} answer(s) of the fake backend (src/storybook/backend.ts) broke the OpenAPI contract ` +
        `(openapi/, checked as the server's answers are):`,
    );
    for (const c of wrong) {
      const { method, url, status, text } = c.answer;
      const operation = c.verdict.path ? ` (${c.verdict.backend}: ${method} ${c.verdict.path})` : '';
      const elsewhere = c.story === story ? '' : ` — given while ${c.story} ran`;
      const body = text.length > BODY_EXCERPT ? `${text.slice(0, BODY_EXCERPT)}…` : text || '(empty)';
      const more = c.verdict.errors.length - MAX_ERRORS;
      parts.push(
        `  ${method} ${url} → ${status}${operation}${elsewhere}`,
        ...c.verdict.errors.slice(0, MAX_ERRORS).map((e) => `    ${e}`),
        ...(more > 0 ? [`    … and ${more} more`] : []),
        `    body: ${body}`,
      );
    }
    parts.push(
      'Make the story answer as the contract says. An answer a story breaks on purpose is named in its ' +
        `parameters.contract.exempt as { method, path, status, reason } (path as in ${exemptionPath(wrong[0]!)}).`,
    );
  }
  for (const e of unused) {
    parts.push(
      `The exemption ${e.method} ${e.path} ${e.status} ("${e.reason}") matched no answer that broke the ` +
        'contract: remove it.',
    );
  }
  return parts.length > 0 ? parts.join('\n') : undefined;
}
