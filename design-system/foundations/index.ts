export * from './tokens';
export { GlobalStyles } from './GlobalStyles';
export { SkinProvider, useResolvedSkin, useSkinSetting, useSystemSkin } from './SkinProvider';
export type { SkinProviderProps, SkinSetting, ResolvedSkin } from './SkinProvider';
export type { DataAttributes } from './dataAttributes';
export { visuallyHidden } from './visuallyHidden';
