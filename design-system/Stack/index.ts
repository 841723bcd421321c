export { Stack } from './Stack';
export type { SpaceToken, StackProps } from './Stack';
export { Grid } from './Grid';
export type { GridProps } from './Grid';
