export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps, CodeBlockStrings } from './CodeBlock';
