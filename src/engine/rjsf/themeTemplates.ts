// rjsf's default template list, as its default registry imports it (see themeDefaults.ts).
export { themeTemplates as default } from './themeDefaults';
