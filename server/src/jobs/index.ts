// Background jobs (README.md): kinds, the runner, and scheduling inside a caller's transaction.
export { JobRunner } from './runner.js';
export type { JobRunnerOptions, PassSummary } from './runner.js';
export { cancelJob, scheduleJob } from './queue.js';
export type { ScheduleJob } from './queue.js';
export { defineJobKind, defaultBackoffMs, DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS } from './types.js';
export type { Job, JobContext, JobKind, JobOutcome } from './types.js';
