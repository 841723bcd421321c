// Types of bundle-budget.mjs for the TypeScript callers (tests/e2e/bundle-login.spec.ts).
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface BuiltFile {
  file: string;
  bytes: number;
  gzip: number;
  text: string;
}
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
export interface MeasuredRoute {
  key: string;
  kind: 'validators' | 'frame' | 'page';
  files: BuiltFile[];
  gzip: number;
}
export interface MeasuredBundle {
  manifest: Manifest;
  initialFiles: BuiltFile[];
  allFiles: BuiltFile[];
  initialGzip: number;
  initialBytes: number;
  frameFiles: BuiltFile[];
  frameGzip: number;
  consoleFrameGzip: number;
  missingFrame: string[];
  pages: WholePage[];
  frameKeys: Set<string>;
  sizeOf: (key: string) => BuiltFile | undefined;
  routes: MeasuredRoute[];
}
/** A page with every chunk its whole JS holds (page-budget.mjs). */
export interface WholePage {
  key: string;
  framed: boolean;
  chunks: Set<string>;
}
export const BUDGETS: {
  initialJsGzipKiB: number;
  routeJsGzipKiB: number;
  consoleFrameGzipKiB: number;
  chunkMinifiedKB: number;
};
export const VISX_MARKERS: (string | RegExp)[];
export const LOGIN_MODULES: string[];
export const CONSOLE_FRAME: string[];
export const PUBLIC_PAGES: string[];
export const CHART_PAGES: string[];
export const FIXTURE_MARKERS: string[];
export function markersIn(text: string, markers: (string | RegExp)[]): (string | RegExp)[];
export function schemaFolderOf(key: string): string | undefined;
export function largestSchemaFolder(
  manifest: Manifest,
  sizeOf: (key: string) => { gzip: number } | undefined,
): string[];
export function staticClosure(manifest: Manifest, keys: string[], into?: Set<string>): Set<string>;
export function routesOf(manifest: Manifest): {
  initial: Set<string>;
  frame: Set<string>;
  routes: { key: string; kind: 'validators' | 'frame' | 'page'; chunks: Set<string> }[];
  pages: WholePage[];
  missingFrame: string[];
};
export function measureBundle(distDir: string): MeasuredBundle;
export function checkSecretsAbsent(distDir: string, secrets: string[]): Check;
export function checkFixturesAbsent(distDir: string, markers?: string[]): Check;
export function routeChecks(m: MeasuredBundle, chartPages?: string[]): Check[];
export function checkBundle(
  distDir: string,
  options?: { secrets?: string[]; chartPages?: string[]; pagesNotYetWithinBudget?: Record<string, number> },
): Check[];
