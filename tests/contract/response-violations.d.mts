// Types of response-violations.mjs (plain JS so scripts/test.mjs can import it without a TypeScript loader).
export interface RecordedViolation {
  time?: string;
  pid?: number;
  backend?: string;
  operation?: string;
  method?: string;
  url?: string;
  status?: number;
  contentType?: string | null;
  errors?: string[];
  body?: string;
}

export interface ContractVerdict {
  ok: boolean;
  violations: RecordedViolation[];
  checkedProcesses: number;
  /** Answers checked, as last written by each process (a count can lag by up to a second). */
  checkedAnswers: number;
  report: string;
}

export interface CheckOptions {
  /** Fail when no process checked any answer (the check was not wired in). */
  requireChecked?: boolean;
  /** How many distinct violations to print. */
  limit?: number;
}

export function readViolations(dir: string): {
  violations: RecordedViolation[];
  checkedProcesses: number;
  checkedAnswers: number;
};
export function checkResponseContract(dir: string, options?: CheckOptions): ContractVerdict;
export function assertResponseContract(dir: string, options?: CheckOptions): ContractVerdict;
