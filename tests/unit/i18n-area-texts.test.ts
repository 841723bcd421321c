// An area's texts load with its routes (src/app/catalogues.ts), in every language the console has held, and the
// console frame's namespaces carry none of them.
import { describe, expect, it } from 'vitest';
import { createI18n, startupNamespaces } from '../../src/app/i18n';
import { loadAreaTexts, loadConsoleNamespaces, loadEveryAreaTexts } from '../../src/app/catalogues';
import { loadPageTexts } from '../../src/app/pageTexts';
import { edgeTexts } from '../../src/areas/cdn/texts/edge';
import { sslTexts } from '../../src/areas/cdn/texts/ssl';
import enCdnArea from '../../locales/en/areas/cdn.json';
import enEdge from '../../locales/en/areas/cdn/edge.json';
import viEdge from '../../locales/vi/areas/cdn/edge.json';
import deEdge from '../../locales/de/areas/cdn/edge.json';
import deSsl from '../../locales/de/areas/cdn/ssl.json';
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

  it('are all there from the start in tests and stories, page parts included', async () => {
    const i18n = await createI18n({ lng: 'en' });
    expect(i18n.t('resources:user_group.singular')).toBe(enIam.user_group.singular);
    expect(i18n.hasResourceBundle('en', 'cdn')).toBe(true);
    expect(i18n.t('cdn:edge.deprecated')).toBe(enEdge.deprecated);
    await i18n.changeLanguage('de');
    expect(i18n.t('cdn:ssl.add.title')).toBe(deSsl.add.title);
  });
});

// A page part (locales/<lng>/areas/<area>/<part>.json) loads with the page whose module names it, into its area's
// namespace, beside the keys of the same name the route table reads from the area's own file.
describe("a page's own texts", () => {
  it('stay out until a page names them, and join the area’s keys of the same name', async () => {
    const i18n = await consoleI18n();
    await loadAreaTexts(i18n, 'cdn');
    expect(i18n.t('cdn:edge.pages.basic.title')).toBe(enCdnArea.edge.pages.basic.title);
    expect(i18n.exists('cdn:edge.deprecated')).toBe(false);
    await loadPageTexts(i18n, edgeTexts);
    expect(i18n.t('cdn:edge.deprecated')).toBe(enEdge.deprecated);
    expect(i18n.t('cdn:edge.pages.basic.title')).toBe(enCdnArea.edge.pages.basic.title);
    expect(i18n.exists('cdn:ssl.add.title')).toBe(false);
  });

  it('load their area first, so a page opened straight away has both', async () => {
    const i18n = await consoleI18n();
    await loadPageTexts(i18n, edgeTexts);
    expect(i18n.t('cdn:edge.deprecated')).toBe(enEdge.deprecated);
    expect(i18n.t('cdn:menu.label')).toBe(enCdnArea.menu.label);
  });

  it('follow a language switch both ways, and a part loaded later reaches every language held', async () => {
    const i18n = await consoleI18n();
    await loadPageTexts(i18n, edgeTexts);
    await i18n.changeLanguage('vi');
    expect(i18n.t('cdn:edge.deprecated')).toBe(viEdge.deprecated);
    expect(i18n.t('cdn:edge.pages.basic.title')).not.toBe(enCdnArea.edge.pages.basic.title);
    await i18n.changeLanguage('de');
    expect(i18n.t('cdn:edge.deprecated')).toBe(deEdge.deprecated);
    await loadPageTexts(i18n, sslTexts);
    expect(i18n.t('cdn:ssl.add.title')).toBe(deSsl.add.title);
    await i18n.changeLanguage('en');
    expect(i18n.t('cdn:ssl.add.title')).not.toBe(deSsl.add.title);
    expect(i18n.t('cdn:edge.deprecated')).toBe(enEdge.deprecated);
  });

  it('are taken in by a read of the namespace that was pending when they were asked for', async () => {
    const i18n = await consoleI18n();
    await loadAreaTexts(i18n, 'cdn');
    const pending = i18n.reloadResources(['en'], ['cdn']);
    const part = loadPageTexts(i18n, edgeTexts);
    await Promise.all([pending, part]);
    expect(i18n.t('cdn:edge.deprecated')).toBe(enEdge.deprecated);
    expect(i18n.t('cdn:menu.label')).toBe(enCdnArea.menu.label);
  });
});
