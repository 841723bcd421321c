// The signed-in person's own pages (SPEC §2 "General"), linked from the user menu and the command palette
// once their routes are registered.
export const accountPaths = {
  profile: '/profile-management/info',
  accessTokens: '/profile-management/access-token',
} as const;
