// The signed-in person's own access keys (/access_key): everyone manages their own, so the owner is always the
// caller, and the list is searched, filtered by status, sorted and paged like any other list.
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { accessKeyPage, type AccessKeyQuery } from './access-key-list.js';
import { keyOperations } from './access-keys.js';

export function ownAccessKeyHandlers(services: AppServices) {
  const ownerOf = async (_q: Queryable, request: FastifyRequest) => {
    const p = request.principal;
    if (!p) throw notFound();
    // An operator's own keys belong to no tenant (and count against none).
    return { userId: p.userId, tenantId: p.role === 'operator' ? null : p.tenantId };
  };
  const ops = keyOperations(services, { create: 'createAccessKey', remove: 'deleteAccessKey' }, ownerOf);
  const listAccessKeys = async (request: FastifyRequest) => {
    const owner = await ownerOf(services.db, request);
    return accessKeyPage(services.db, owner.userId, request.query as AccessKeyQuery, services.clock());
  };
  return { listAccessKeys, createAccessKey: ops.create, deleteAccessKey: ops.remove };
}
