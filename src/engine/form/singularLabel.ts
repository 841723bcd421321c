// The resource's name in running text ("Site", "User group"): `resources:<name>.singular`, and while a
// resource has no singular yet, its plural (always present: list titles use it).
import type { TFunction, i18n as I18n } from 'i18next';

export function singularLabel(i18n: I18n, t: TFunction, resourceName: string): string {
  const singular = `resources:${resourceName}.singular`;
  return i18n.exists(singular) ? t(singular) : t(`resources:${resourceName}.plural`);
}

/** A resource-specific text when its locale has one (`resources:<name>.<key>`), else the generic key. */
export function resourceText(
  i18n: I18n,
  t: TFunction,
  resourceName: string,
  key: string,
  genericKey: string,
  options: Record<string, unknown>,
): string {
  const specific = `resources:${resourceName}.${key}`;
  return i18n.exists(specific) ? t(specific, options) : t(genericKey, options);
}
