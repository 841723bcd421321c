// An area's texts load with its routes (src/app/catalogues.ts), in every language the console has held, and the
// console frame's namespaces carry none of them.
import { describe, expect, it } from 'vitest';
import { createI18n, startupNamespaces } from '../../src/app/i18n';
import { loadAreaTexts, loadConsoleNamespaces, loadEveryAreaTexts } from '../../src/app/catalogues';
import enCdn from '../../locales/en/resources/cdn.json';
import viCdn from '../../locales/vi/resources/cdn.json';
import enIam from '../../locales/en/resources/iam.json';
import viIam from '../../locales/vi/resources/iam.json';
import viIamArea from '../../locales/vi/areas/iam.json';
import enProfile from '../../locales/en/resources/profile.json';

const consoleI18n = () => createI18n({ lng: 'en', ns: startupNamespaces }, { areaTexts: 'on demand' });

describe("an area's texts", () => {
  it('are not in the console frame’s namespaces; they load with the area', async () => {
    const i18n = await consoleI18n();
    await loadConsoleNamespaces(i18n);
    expect(i18n.hasResourceBundle('en', 'nav')).toBe(true);
    expect(i18n.exists('resources:site.plural')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'cdn')).toBe(false);
    await loadAreaTexts(i18n, 'cdn');
    expect(i18n.t('resources:site.plural')).toBe(enCdn.site.plural);
    expect(i18n.hasResourceBundle('en', 'cdn')).toBe(true);
    // Another area's stay out until its pages open.
    expect(i18n.exists('resources:user_group.singular')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'iam')).toBe(false);
  });

  it('follow a language switch, and an area loaded later reaches every language held before', async () => {
    const i18n = await consoleI18n();
    await Promise.all([loadConsoleNamespaces(i18n), loadAreaTexts(i18n, 'cdn')]);
    await i18n.changeLanguage('vi');
    expect(i18n.t('resources:site.plural')).toBe(viCdn.site.plural);
    await loadAreaTexts(i18n, 'iam');
    expect(i18n.t('resources:user_group.singular')).toBe(viIam.user_group.singular);
    expect(i18n.t('iam:menu.label')).toBe(viIamArea.menu.label);
    // Both areas' texts, loaded in either order, stay side by side.
    expect(i18n.t('resources:site.plural')).toBe(viCdn.site.plural);
    await i18n.changeLanguage('en');
    expect(i18n.t('resources:user_group.singular')).toBe(enIam.user_group.singular);
    expect(i18n.t('resources:site.plural')).toBe(enCdn.site.plural);
  });

  it('load once however many routes ask at the same time; the palette loads every area', async () => {
    const i18n = await consoleI18n();
    const first = loadAreaTexts(i18n, 'cdn');
    expect(loadAreaTexts(i18n, 'cdn')).toBe(first);
    await first;
    await loadEveryAreaTexts(i18n);
    expect(i18n.t('resources:user_group.singular')).toBe(enIam.user_group.singular);
    expect(i18n.t('resources:site.plural')).toBe(enCdn.site.plural);
  });

  // i18next folds a read asked for while another is pending into that one: an area added meanwhile must not be
  // lost with it (the palette loads every area while the frame's namespaces are still on their way).
  it('arrive while a read of the resources namespace is still pending', async () => {
    const i18n = await consoleI18n();
    const pending = i18n.reloadResources(['en'], ['resources']);
    await loadEveryAreaTexts(i18n);
    await pending;
    expect(i18n.t('resources:access_key.plural')).toBe(enProfile.access_key.plural);
    expect(i18n.t('resources:group_member.singular')).toBe(enProfile.group_member.singular);
    expect(i18n.t('resources:user_group.singular')).toBe(enIam.user_group.singular);
    expect(i18n.t('resources:site.plural')).toBe(enCdn.site.plural);
  });

  it('are all there from the start in tests and stories', async () => {
    const i18n = await createI18n({ lng: 'en' });
    expect(i18n.t('resources:user_group.singular')).toBe(enIam.user_group.singular);
    expect(i18n.hasResourceBundle('en', 'cdn')).toBe(true);
  });
});
