// The CSP violation collector: the e2e server appends every report the browser posts to
// CSP_REPORT_FILE (tests/fixtures/server.ts, server/src/plugins/security-headers.ts reportCspViolations), and
// the run fails when the file holds any (global-teardown.ts calls checkCsp). The collector's own proof
// (faults-csp-collector.spec.ts) provokes violations on purpose, against a host no page ever loads: reports
// naming it are the self-test's and do not count.
import fs from 'node:fs';

/** The host the self-test's violations name; a report that mentions it was provoked on purpose. */
export const SELF_TEST_HOST = 'csp-self-test.invalid';

export interface CollectedReport {
  received_at: string;
  content_type: string;
  report: unknown;
}

/** Every report in the collector's file (one JSON line each). */
export function collectedReports(file: string): CollectedReport[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CollectedReport);
}

const isSelfTest = (entry: CollectedReport) => JSON.stringify(entry.report).includes(SELF_TEST_HOST);

/** One line per violation: where, which directive, what was blocked (report-uri and Reporting API formats). */
function describeReport(entry: CollectedReport): string {
  const bodies: Record<string, unknown>[] = [];
  const report = entry.report as Record<string, unknown> | Record<string, unknown>[] | null;
  if (Array.isArray(report)) for (const r of report) bodies.push((r.body ?? r) as Record<string, unknown>);
  else if (report && typeof report === 'object') {
    bodies.push((report['csp-report'] ?? report) as Record<string, unknown>);
  }
  return bodies
    .map((b) => {
      const page = b['document-uri'] ?? b.documentURL ?? '?';
      const directive = b['effective-directive'] ?? b.effectiveDirective ?? b['violated-directive'] ?? '?';
      const blocked = b['blocked-uri'] ?? b.blockedURL ?? '?';
      const source = b['source-file'] ?? b.sourceFile;
      const line = b['line-number'] ?? b.lineNumber;
      const where = source ? ` at ${String(source)}${line ? `:${String(line)}` : ''}` : '';
      return `  ${String(page)}: ${String(directive)} blocked ${String(blocked)}${where}`;
    })
    .join('\n');
}

/**
 * Throws, listing them, when the collector's file holds any report other than the self-test's — or when there is
 * no file (the e2e server was not started with the collector). Returns the summary line it printed.
 */
export function checkCsp(file = process.env.CSP_REPORT_FILE): string {
  if (!file) throw new Error('CSP_REPORT_FILE is not set: playwright.config.ts names the file.');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No CSP report collector ran: ${file} does not exist (tests/fixtures/server.ts creates it).`,
    );
  }
  const all = collectedReports(file);
  const violations = all.filter((entry) => !isSelfTest(entry));
  const selfTest = all.length - violations.length;
  if (violations.length > 0) {
    throw new Error(
      `CSP: ${violations.length} violation report(s) during the e2e run (${file}):\n` +
        violations.map(describeReport).join('\n'),
    );
  }
  const summary = `CSP: no violation report (${selfTest} self-test report(s) ignored).`;
  console.log(summary);
  return summary;
}
