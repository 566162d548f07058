import { promises as dns } from 'node:dns';
import { isEmailFormat } from '../../src/domain/customerForm';

export type EmailStatus = 'valid' | 'verify' | 'domain_blocked' | 'invalid';
/** Does the domain exist? 'unknown' when the answer did not come (timeout, resolver down). */
export type EmailDomainLookup = (domain: string) => Promise<'exists' | 'missing' | 'unknown'>;

/** Throwaway-mail services: addresses there stop working within hours, so bookings lose the guest. */
export const BLOCKED_EMAIL_DOMAINS = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'guerrillamail.org',
  'sharklasers.com',
  'grr.la',
  '10minutemail.com',
  '10minutemail.net',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.net',
  'tempmailo.com',
  'yopmail.com',
  'yopmail.net',
  'yopmail.fr',
  'trashmail.com',
  'trashmail.de',
  'trashmail.net',
  'dispostable.com',
  'getnada.com',
  'nada.email',
  'maildrop.cc',
  'throwawaymail.com',
  'fakeinbox.com',
  'mintemail.com',
  'mohmal.com',
  'emailondeck.com',
  'spamgourmet.com',
  'mytemp.email',
  'tempr.email',
  'discard.email',
  'mailnesia.com',
  'mailcatch.com',
  'moakt.com',
  'burnermail.io',
  'inboxkitten.com',
  'spam4.me',
  'getairmail.com',
  'temp-mail.io',
]);

/** Big providers answer for themselves: no lookup needed. */
export const WELL_KNOWN_EMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.se',
  'outlook.com',
  'outlook.se',
  'live.se',
  'live.com',
  'msn.com',
  'telia.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'yahoo.com',
  'yahoo.se',
  'bredband.net',
  'spray.se',
  'comhem.se',
  'bahnhof.se',
  'tele2.se',
  'glocalnet.net',
  'passagen.se',
  'protonmail.com',
  'proton.me',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'online.no',
  'hotmail.no',
  'live.no',
  'live.dk',
  'hotmail.dk',
  'ziggo.nl',
  'aol.com',
  'mail.com',
]);

// RFC 2606 / 6761 names that never resolve on the internet.
const RESERVED_TLDS = new Set(['invalid', 'test', 'example', 'localhost', 'local']);
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);

export interface EmailCheck {
  status: EmailStatus;
  formatOk: boolean;
}

/** Format first, then the domain: blocked list, impossible names, well-known providers, then DNS. */
export async function checkEmailAddress(email: string, lookup: EmailDomainLookup | undefined): Promise<EmailCheck> {
  const address = email.trim();
  if (!isEmailFormat(address)) return { status: 'invalid', formatOk: false };
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (BLOCKED_EMAIL_DOMAINS.has(domain)) return { status: 'domain_blocked', formatOk: true };
  if (!domain.includes('.') || RESERVED_TLDS.has(tld) || RESERVED_DOMAINS.has(domain) || /^\d+$/.test(tld)) {
    return { status: 'invalid', formatOk: true };
  }
  if (WELL_KNOWN_EMAIL_DOMAINS.has(domain)) return { status: 'valid', formatOk: true };
  if (!lookup) return { status: 'verify', formatOk: true };
  const answer = await lookup(domain).catch(() => 'unknown' as const);
  return { status: answer === 'exists' ? 'valid' : answer === 'missing' ? 'invalid' : 'verify', formatOk: true };
}

const withTimeout = <T>(p: Promise<T>, ms: number, fallback: T) =>
  Promise.race([p, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

async function resolves(domain: string): Promise<'exists' | 'missing' | 'unknown'> {
  try {
    const mx = await dns.resolveMx(domain);
    return mx.length ? 'exists' : 'missing';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ENODATA') {
      // No MX record: mail falls back to the A record (RFC 5321 5.1).
      return dns.resolve4(domain).then(
        () => 'exists' as const,
        () => 'missing' as const,
      );
    }
    return code === 'ENOTFOUND' ? 'missing' : 'unknown';
  }
}

/**
 * The real lookup, with a short timeout. A resolver without internet answers ENOTFOUND for every
 * name, so 'missing' only counts when a known provider does resolve (probed at most once a minute).
 */
export function dnsEmailDomainLookup(timeoutMs = 1500): EmailDomainLookup {
  let probe: { at: number; ok: Promise<boolean> } | null = null;
  const online = () => {
    if (!probe || Date.now() - probe.at > 60_000) {
      probe = {
        at: Date.now(),
        ok: withTimeout(
          resolves('gmail.com').then((r) => r === 'exists'),
          timeoutMs,
          false,
        ),
      };
    }
    return probe.ok;
  };
  return async (domain) => {
    const answer = await withTimeout(resolves(domain), timeoutMs, 'unknown' as const);
    if (answer !== 'missing') return answer;
    return (await online()) ? 'missing' : 'unknown';
  };
}
