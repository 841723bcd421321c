// The main backend (/api/main): profile and CDN sites so far.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import type { OpenApiDocument } from '../openapi.js';
import { edgeSettingsDefaults } from './cdn/edge-settings.js';
import { siteHandlers } from './cdn/sites.js';
import { siteResourceHandlers } from './cdn/site-resources.js';
import { sslHandlers } from './cdn/ssl.js';
import { purgeHandlers } from './cdn/purge.js';
import { analyticsHandlers } from './cdn/analytics.js';
import { overviewHandlers } from './cdn/overview.js';
import { packageHandlers } from './cdn/packages.js';
import { commitTrafficHandlers } from './cdn/traffic-commit.js';
import { getProfile, updateOwnProfile } from './profile.js';
import { iamCoreHandlers } from './iam/core.js';
import { identityMainHandlers } from '../auth/identity.js';
import { idpMainHandlers } from '../idp/index.js';
import { auditHandlers } from './audit/handlers.js';
import { peopleHandlers } from './iam/people.js';
import { multiCdnProbeJob } from './cdn/multi-cdn-probe.js';
import { trafficTopUpJob } from './cdn/traffic-top-up.js';
import type { JobKind } from '../jobs/index.js';
import { searchHandlers } from './search/handlers.js';

/** The main backend's kinds of background job. */
export function mainJobKinds(services: AppServices): JobKind<unknown>[] {
  return [multiCdnProbeJob(services), trafficTopUpJob()];
}

export function mainHandlers(
  services: AppServices,
  spec: OpenApiDocument,
): Record<string, RouteHandlerMethod> {
  const sites = siteHandlers(services, edgeSettingsDefaults(spec));
  return {
    getProfile: (request: FastifyRequest) => getProfile(services.db, request),
    updateOwnProfile: (request: FastifyRequest) => updateOwnProfile(services.db, request),
    ...sites,
    ...siteResourceHandlers(services),
    ...sslHandlers(services),
    ...purgeHandlers(services),
    ...analyticsHandlers(services),
    ...overviewHandlers(services),
    ...packageHandlers(),
    ...commitTrafficHandlers(services),
    ...iamCoreHandlers(services),
    ...identityMainHandlers(services),
    ...idpMainHandlers(services),
    ...auditHandlers(services),
    ...peopleHandlers(services),
    ...searchHandlers(services),
  } as Record<string, RouteHandlerMethod>;
}
