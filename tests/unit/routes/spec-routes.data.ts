// Every route of SPEC §2, as React Router patterns (`{id}` → `:id`), with whether it needs a session and the
// allowed values of its `feature`-like parameters (SPEC §2/§5: any other value shows the 404 page).
// Patterns are compared with parameter names ignored, so an area may name its parameters its own way.
//
// Two SPEC entries share one pattern: /waf/endpoints/{id}/bot-management/{feature} (the list) and
// .../bot-management/{botID} (one bot rule); they are listed once.

export interface SpecRoute {
  path: string;
  /** SPEC §2 "Routes that need no session". */
  public?: true;
  /** Allowed values per parameter (SPEC §2); other values → /error-404. */
  allowed?: Readonly<Record<string, readonly string[]>>;
}

const waf = '/waf/endpoints/:id';
const edge = '/cdn/sites/:siteId/edge';
const zone = '/dns/zones/:id';
const sec = '/security-center';

export const specRoutes: readonly SpecRoute[] = [
  // General behaviour: the root redirects to login; routes that need no session.
  { path: '/', public: true },
  { path: '/login', public: true },
  { path: '/register', public: true },
  { path: '/forgot-password', public: true },
  { path: '/email-login', public: true },
  { path: '/verify-success', public: true },
  { path: '/register-success', public: true },
  { path: '/:idp/callback', public: true },
  { path: '/error-404', public: true },
  { path: '/pages/miscellaneous/not-authorized', public: true },
  { path: '/pages/miscellaneous/error', public: true },
  { path: '/ddos/verify-email', public: true },

  // General
  { path: '/started' },
  { path: '/home' },
  { path: '/profile-management' },
  { path: '/profile-management/info' },
  { path: '/profile-management/access-token' },
  { path: '/profile-management/group-member' },
  { path: '/profile-management/group-member/add' },
  { path: '/profile-management/group-member/edit/:id' },

  // WAF
  { path: '/waf/getting-started' },
  { path: '/waf/certificates' },
  { path: '/waf/certificates/add' },
  { path: '/waf/dashboard' },
  { path: '/waf/package' },
  { path: '/waf/endpoints' },
  { path: '/waf/endpoints/add' },
  { path: waf },
  { path: `${waf}/overview` },
  { path: `${waf}/setting/:feature`, allowed: { feature: ['detail', 'verify'] } },
  { path: `${waf}/whitelist` },
  { path: `${waf}/whitelist/add` },
  { path: `${waf}/whitelist/:whitelistId` },
  { path: `${waf}/rules` },
  { path: `${waf}/rules/add` },
  { path: `${waf}/rules/:ruleId` },
  { path: `${waf}/log` },
  { path: `${waf}/ip` },
  { path: `${waf}/ip/add` },
  { path: `${waf}/ip/:IPId` },
  { path: `${waf}/load-balance` },
  { path: `${waf}/load-balance/add` },
  { path: `${waf}/load-balance/:LBId` },
  { path: `${waf}/geo` },
  { path: `${waf}/rate-limiting` },
  { path: `${waf}/rate-limiting/add` },
  { path: `${waf}/rate-limiting/:rlID` },
  { path: `${waf}/bot-management/:feature` },
  { path: `${waf}/bot-management/add` },
  { path: `${waf}/api-protection` },
  { path: `${waf}/api-protection/add` },
  { path: `${waf}/api-protection/:apiID` },

  // CDN
  { path: '/cdn/getting-started' },
  { path: '/cdn/dashboard' },
  { path: '/cdn/sites' },
  { path: '/cdn/sites/add/:type' },
  { path: '/cdn/sites/:siteId' },
  { path: `${edge}/cache/:feature`, allowed: { feature: ['setting', 'rules', 'history'] } },
  { path: `${edge}/cache/rules/add` },
  { path: `${edge}/cache/rules/edit/:ruleId` },
  {
    path: `${edge}/optimization/:feature`,
    allowed: { feature: ['image', 'content', 'protocol', 'video-delivery'] },
  },
  { path: `${edge}/origin` },
  { path: `${edge}/origin/config` },
  { path: `${edge}/purge-cache` },
  { path: `${edge}/basic` },
  { path: `${edge}/page-rules` },
  { path: `${edge}/page-rules/add` },
  { path: `${edge}/page-rules/edit/:ruleId` },
  { path: `${edge}/security/rate-limit-rules/add` },
  { path: `${edge}/security/rate-limit-rules/edit/:ruleId` },
  { path: `${edge}/addon-domain/add` },
  { path: `${edge}/addon-domain/edit/:addonDomainId` },
  {
    path: `${edge}/multi-cdn/:feature`,
    allowed: { feature: ['management', 'route-strategies', 'route-map'] },
  },
  { path: `${edge}/multi-cdn/management/add` },
  { path: `${edge}/multi-cdn/management/edit/:cdnId` },
  { path: `${edge}/multi-cdn/route-strategies/add` },
  { path: `${edge}/multi-cdn/route-strategies/edit/:strategyId` },
  { path: `${edge}/firewall-rules` },
  { path: `${edge}/firewall-rules/add` },
  { path: `${edge}/firewall-rules/edit/:firewallID` },
  { path: `${edge}/extra-config` },
  { path: '/cert/ssl' },
  { path: '/cert/ssl/add' },
  { path: '/cert/ssl/:certificateId' },
  { path: '/cdn/analytics' },
  { path: '/cdn/analytics/:feature', allowed: { feature: ['basic', 'multi-cdn', 'vod', 'stream', 'pulse'] } },
  { path: '/iam-management/resources-groups/add' },
  { path: '/iam-management/resources-groups/:id' },

  // DNS
  { path: '/dns/zones' },
  { path: '/dns/getting-started' },
  { path: '/dns/dashboard' },
  { path: '/dns/analytic' },
  { path: '/dns/zone/add' },
  { path: `${zone}/over-view` },
  { path: `${zone}/records` },
  { path: `${zone}/records/add` },
  { path: `${zone}/records/edit/:recordId` },
  { path: `${zone}/records/import` },
  { path: `${zone}/access-control` },
  { path: `${zone}/access-control/add` },
  { path: `${zone}/access-control/:aclId` },
  { path: `${zone}/zone-transfer` },
  { path: `${zone}/setting` },
  { path: '/dns/health-check' },
  { path: '/dns/health-check/add' },
  { path: '/dns/health-check/edit/:hcID' },

  // Vulnerability assessment
  { path: '/va/getting-started' },
  { path: '/va/scans' },
  { path: '/va/reports' },
  { path: '/va/scans/add' },
  { path: '/va/scans/report/:scanId/:reportId' },
  { path: '/va/dashboard' },

  // IAM
  { path: '/iam-management' },
  { path: '/iam-management/member' },
  { path: '/iam-management/member/add' },
  { path: '/iam-management/member/edit/:id' },
  { path: '/iam-management/permission' },
  { path: '/iam-management/permission/add' },
  { path: '/iam-management/permission/edit/:id' },
  { path: '/iam-management/policy' },
  { path: '/iam-management/policy/add' },
  { path: '/iam-management/policy/edit/:id' },
  { path: '/iam-management/audit-logs' },
  { path: '/iam-management/user' },
  { path: '/iam-management/user/add' },
  { path: '/iam-management/user/detail/:userID' },
  { path: '/iam-management/service-account/add' },
  { path: '/iam-management/user-group' },
  { path: '/iam-management/user-group/:groupID' },
  { path: '/iam-management/project' },
  { path: '/iam-management/project/:projectID' },
  { path: '/iam-management/service-quotas' },
  { path: '/iam-management/identity-provider' },
  { path: '/iam-management/identity-provider/configure/:id' },

  // Billing
  { path: '/billing-management' },
  { path: '/billing-management/detail' },
  { path: '/billing-management/detail/:id/:time' },
  { path: '/billing-management/history' },

  // Security centre
  { path: `${sec}/getting-started` },
  { path: `${sec}/assets` },
  { path: `${sec}/alerts` },
  { path: `${sec}/alerts/:sourceId/:eventId` },
  { path: `${sec}/integrations/:tag` },
  { path: `${sec}/integration/add` },
  { path: `${sec}/integration/edit/:id` },
  { path: `${sec}/settings/:tag` },
  { path: `${sec}/compliances` },
  { path: `${sec}/compliances/overview` },
  { path: `${sec}/compliances/:id/rules/:provider` },
  { path: `${sec}/compliances/:id/rules/:provider/detail/:ruleId` },

  // Certificate manager
  { path: '/certificate/list' },
  { path: '/certificate/getting-started' },
  { path: '/certificate/detail/:certificateID' },
  { path: '/certificate/request' },
  { path: '/certificate/request/submit' },
  { path: '/certificate/upload' },

  // Log export
  { path: '/log/getting-started' },
  { path: '/log/log-export' },
  { path: '/log/log-export/add' },
  { path: '/log/log-export/:logID' },

  // Notifications (/notification redirects to /notification/list)
  { path: '/notification' },
  { path: '/notification/list' },
  { path: '/notification/detail/:notiID' },
  { path: '/notification/setting' },

  // DDoS (/ddos/verify-email is public, above)
  { path: '/ddos/getting-started' },
  { path: '/ddos/:siteID/summary' },
  { path: '/ddos/:siteID/event' },
  { path: '/ddos/sites' },
  { path: '/ddos/sites/add' },
  { path: '/ddos/sites/edit/:siteID' },
  { path: '/ddos/sites/review/:siteID' },
];

/** A pattern with its parameter names dropped, so `/a/:id` and `/a/:siteId` compare equal. */
export function routeShape(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, ':');
}
