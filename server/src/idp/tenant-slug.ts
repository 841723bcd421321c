// Tenants are looked up on the public sign-in page by name, typed as a slug (registration's tenant names
// already are one; the seeded "Demo Telecom Tenant" is demo-telecom-tenant).
/** A tenant's name as typed on the sign-in page: lower case, runs of other characters as one '-'. */
export const TENANT_SLUG_SQL = `trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'))`;
export function tenantSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
