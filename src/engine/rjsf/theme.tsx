// rjsf theme binding: rjsf's widgets and templates rendered with the design system, so schema forms look and
// behave like the rest of the console. Every widget and template key of rjsf's default registry is mapped
// (tests/unit/rjsf-theme.test.tsx checks it). Each leaf widget owns its label, help and error (the DS field
// components wire them with ARIA through FormField); templates lay fields out.
//
// Fields (SchemaField, StringField, ArrayField…) are rjsf's own: they hold no markup of their own, only the
// logic that picks a widget or template, so they render through this theme and need no replacement.
export { widgets } from './widgets';
export { templates } from './templates';

/** uiSchema widget names this theme adds on top of rjsf's (`"ui:widget": "switch"`). */
export const extraWidgetNames = ['switch', 'SwitchWidget'] as const;
