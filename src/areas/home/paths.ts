// Console paths the general pages lead to (SPEC §2).
export const homePaths = {
  started: '/started',
  home: '/home',
  accessTokens: '/profile-management/access-token',
  profileInfo: '/profile-management/info',
  serviceQuotas: '/iam-management/service-quotas',
} as const;
