// The log-export backend (/api/log-export): destinations and the log sources they may export.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import { assetHandlers } from './assets.js';
import { destinationHandlers } from './destinations.js';

export function logExportHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return { ...destinationHandlers(services), ...assetHandlers(services) };
}
