// Console paths of the profile area (SPEC §2 "General").
export const profilePaths = {
  index: '/profile-management',
  info: '/profile-management/info',
  accessTokens: '/profile-management/access-token',
  groupMembers: '/profile-management/group-member',
  groupMemberAdd: '/profile-management/group-member/add',
  groupMemberEdit: '/profile-management/group-member/edit/:id',
} as const;
