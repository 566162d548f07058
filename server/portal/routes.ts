import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { z } from '../http/validation';
import { text } from '../../src/domain/input';
import { changelogHtml, RELEASES } from './changelog';

export function registerPortalRoutes(r: TenantRouter) {
  // Any logged-in level: the user drawer's 'Nyheter' (shell.md 2.8).
  r.get(
    'portal/changelog',
    {
      query: z.object({ version: text().trim().min(1, 'Ange en version').max(10, 'Max 10 tecken') }),
    },
    async (ctx) => {
      const html = changelogHtml(ctx.query.version);
      if (html == null) {
        const known = RELEASES.map((x) => x.version)
          .reverse()
          .join(', ');
        throw notFound(`Det finns inga nyheter för version ${ctx.query.version}. Nyheter finns för version ${known}.`);
      }
      return { version: ctx.query.version, changelog: html };
    },
  );
}
