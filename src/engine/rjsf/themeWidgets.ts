// rjsf's default widgets are the console's theme: scripts/vite-library-imports.ts gives rjsf's default registry
// this module instead of its own widget list, whose Bootstrap-styled widgets the theme replaces one by one
// (tests/unit/rjsf-theme.test.tsx holds the theme to rjsf's whole list), so the originals do not ship.
import { widgets } from './widgets';

export default function themeWidgets(): typeof widgets {
  return widgets;
}
