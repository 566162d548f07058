import { isNull } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { cancellationPolicies } from '../db/schema';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 'Bokningsvillkor' (shell.md 2.7): the tenant's terms page, built from its cancellation policies. */
export function registerTermsRoute(r: TenantRouter) {
  r.get('terms', { auth: false }, async (ctx) => {
    const policies = await ctx.db
      .select()
      .from(cancellationPolicies)
      .where(isNull(cancellationPolicies.deletedAt))
      .orderBy(cancellationPolicies.id);
    const name = esc(ctx.tenant.config.name);
    const html = `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bokningsvillkor – ${name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:3rem auto;padding:0 1rem;line-height:1.55;color:#1b1f24}h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:2rem}.price{color:#545b66}</style></head>
<body><h1>Bokningsvillkor – ${name}</h1>
<p>Villkoren gäller bokningar av platser och stugor hos ${name}. Vilken avbokningsregel som gäller står i bokningsbekräftelsen.</p>
${policies.map((p) => `<section><h2>${esc(p.name)}</h2><p class="price">${esc(p.humanReadablePrice)}</p><p>${esc(p.humanReadableText)}</p></section>`).join('\n')}
<h2>Ankomst och avresa</h2><p>Incheckning sker från kl. 15 på ankomstdagen och utcheckning senast kl. 12 på avresedagen, om inget annat avtalats.</p>
</body></html>`;
    ctx.reply.header('content-type', 'text/html; charset=utf-8').send(html);
    return null;
  });
}
