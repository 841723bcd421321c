// Tenants are looked up on the public sign-in page by name, typed as a slug (registration's tenant names
// already are one; the seeded "Demo Telecom Tenant" is demo-telecom-tenant). The database derives the same
// slug from each tenant's name (tenants.slug, migration 011), unique among verified tenants.
/** A tenant's name as typed on the sign-in page: lower case, runs of other characters as one '-'. */
export function tenantSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
