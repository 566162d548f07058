import { isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import type { DbOrTx } from '../db/client';
import { categories, positions } from '../db/schema';
import { renderMapSvg } from '../demo/mapSvg';
import { map } from '../../src/contracts/catalog';

async function tenantMapSvg(db: DbOrTx, title: string): Promise<string> {
  const [pos, cats] = await Promise.all([
    db.select().from(positions).where(isNull(positions.deletedAt)),
    db.select().from(categories),
  ]);
  return renderMapSvg(pos, cats, { title });
}

/** The site map: drawn from the tenant's own positions, so it always matches them. */
export function registerMapRoutes(r: TenantRouter) {
  r.get('map', { response: map.response }, async (ctx) => {
    const svg = await tenantMapSvg(ctx.db, ctx.tenant.config.name);
    const [, , w, h] = (/viewBox="([\d.\s-]+)"/.exec(svg)?.[1] ?? '0 0 1000 700').split(/\s+/).map(Number);
    return {
      map: {
        namespace: ctx.tenant.config.namespace,
        image_url: `${ctx.services.baseUrl(ctx.req, ctx.tenant.config)}map/image.svg`,
        width: w,
        height: h,
        aspect_ratio: w / h,
      },
    };
  });

  // An <img> cannot send a bearer token; the drawing holds nothing but pitch names.
  r.get('map/image.svg', { auth: false }, async (ctx) => {
    const svg = await tenantMapSvg(ctx.db, ctx.tenant.config.name);
    ctx.reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'no-cache').send(svg);
    return null;
  });
}
