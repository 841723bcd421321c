// Everything that lives under a CDN site, served as one group of handlers for the main backend: rules,
// origin setting, multi-CDN, extra config, add-on domains and the site-level settings.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { crudHandlers } from '../../crud/index.js';
import { addonDomainHandlers } from './addon-domains.js';
import { cacheRules } from './cache-rules.js';
import { extraConfigHandlers } from './extra-config.js';
import { firewallRuleHandlers } from './firewall-rules.js';
import { multiCdnHandlers } from './multi-cdn.js';
import { multiCdnRoutingHandlers } from './multi-cdn-routing.js';
import { originSettingHandlers } from './origin-setting.js';
import { pageRules } from './page-rules.js';
import { rateLimitRules } from './rate-limit-rules.js';
import { siteSettingHandlers } from './site-settings.js';

export function siteResourceHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return {
    ...siteSettingHandlers(services),
    ...crudHandlers(services, pageRules),
    ...firewallRuleHandlers(services),
    ...crudHandlers(services, cacheRules),
    ...crudHandlers(services, rateLimitRules),
    ...originSettingHandlers(services),
    ...multiCdnHandlers(services),
    ...multiCdnRoutingHandlers(services),
    ...extraConfigHandlers(services),
    ...addonDomainHandlers(services),
  };
}
