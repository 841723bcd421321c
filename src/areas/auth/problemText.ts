// A field problem as the text to show: the server's words, or the translated key.
import type { TFunction } from 'i18next';
import type { Problem } from './validation';

export function problemText(t: TFunction, problem: Problem | null): string | undefined {
  if (!problem) return undefined;
  return problem.text ?? t(problem.key, problem.values);
}
