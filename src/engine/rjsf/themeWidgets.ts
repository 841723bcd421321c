// rjsf's default widget list, as its default registry imports it (see themeDefaults.ts).
export { themeWidgets as default } from './themeDefaults';
