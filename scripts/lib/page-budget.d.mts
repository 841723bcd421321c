// Types of page-budget.mjs for the TypeScript callers (page-budget.test.ts).
import type { Check, Manifest, WholePage } from './bundle-budget.mjs';
export const PAGE_BUDGET_KIB: number;
export const PAGES_NOT_YET_WITHIN_BUDGET: Record<string, number>;
export const RATCHET_SLACK_KIB: number;
export const PAGE_CEILING_CAP_KIB: number;
export function onDemandClosure(
  manifest: Manifest,
  key: string,
  base: Set<string>,
  isData: (key: string) => boolean,
  routeTables?: Set<string>,
): Set<string>;
export function wholePagesOf(
  manifest: Manifest,
  parts: {
    initial: Set<string>;
    frame: Set<string>;
    routeTables?: string[];
    candidates: string[];
    isPublic: (key: string) => boolean;
    isData: (key: string) => boolean;
  },
): WholePage[];
export function pageBudgetChecks(
  pages: WholePage[],
  sizeOf: (key: string) => { file: string; gzip: number } | undefined,
  notYetWithin: Record<string, number>,
  frame: Set<string>,
): Check[];
