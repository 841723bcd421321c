// rjsf's default templates are the console's theme (see themeWidgets.ts): rjsf's default registry gets this
// module instead of its own template list.
import { templates } from './templates';

export default function themeTemplates(): typeof templates {
  return templates;
}
