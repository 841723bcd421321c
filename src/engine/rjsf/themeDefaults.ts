// rjsf's default widgets and templates are the console's theme: every one of rjsf's own is replaced by a
// design-system component (tests/unit/rjsf-theme.test.tsx holds the theme to rjsf's whole list), so the
// originals would ship unused on every form page. scripts/vite-rjsf-imports.ts gives rjsf's default registry
// these two functions instead of its widget and template lists.
import { templates } from './templates';
import { widgets } from './widgets';

export function themeWidgets(): typeof widgets {
  return widgets;
}

export function themeTemplates(): typeof templates {
  return templates;
}
