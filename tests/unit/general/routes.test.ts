// The general area's routes are SPEC §2's: /started, /home and /profile-management with info, access-token and
// group-member (list, add, edit/{id}); the overview pages are open to everyone, group members need iam:read.
import { describe, expect, it } from 'vitest';
import { areaRoutes, type RouteMeta } from '../../../src/engine/routes';
import { homeArea } from '../../../src/areas/home';
import { profileArea } from '../../../src/areas/profile';
import { paths } from '../../../src/app/routeNames';

const metaOf = (routes: ReturnType<typeof areaRoutes>) =>
  Object.fromEntries(routes.map((r) => [r.path, (r.handle as RouteMeta).permission]));

describe('general area routes', () => {
  it('MUST register /started and /home for every signed-in user, and make /home the console home', () => {
    expect(metaOf(areaRoutes(homeArea))).toEqual({
      '/home': { resource: 'general', action: 'read' },
      '/started': { resource: 'general', action: 'read' },
    });
    expect(paths.home).toBe('/home');
  });

  it('MUST register the profile pages at their SPEC §2 paths, group members behind iam:read', () => {
    const general = { resource: 'general', action: 'read' };
    const iam = { resource: 'iam', action: 'read' };
    expect(metaOf(areaRoutes(profileArea))).toEqual({
      '/profile-management/group-member': iam,
      '/profile-management/group-member/add': iam,
      '/profile-management/group-member/edit/:id': iam,
      '/profile-management': general,
      '/profile-management/info': general,
      '/profile-management/access-token': general,
    });
  });
});
