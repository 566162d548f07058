import type { TenantRouter } from './router';

/** One server resource: a folder under server/ and every route it serves, registered at once. */
export interface Resource {
  /** The folder's name, as resources.ts lists it. */
  name: string;
  register(r: TenantRouter): void;
}
