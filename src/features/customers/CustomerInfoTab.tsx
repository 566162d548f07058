import { Button as AriaButton, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { Customer } from '../../contracts/customers';
import { completenessWarnings } from '../../domain/customerForm';
import * as e from '../../shell/panes/entity.css';
import * as s from './customer.css';

// bookings.md 8: the address is blocked, no more mail is sent (server not answering, spam reports).
export const BLOCKED_HINT =
  'Adressen är blockerad och ingen mer e-post skickas till den, till exempel för att mottagarens server inte svarar eller för att kunden har anmält e-post som skräppost.';

const dash = (v: unknown) => (v == null || v === '' ? '–' : String(v));

/** A chip that shows its reason on focus and hover, so the keyboard reaches it too. */
function BlockedChip() {
  return (
    <TooltipTrigger delay={300}>
      <AriaButton className={s.chipButton} aria-label={`Blockerad: ${BLOCKED_HINT}`}>
        Blockerad
      </AriaButton>
      <Tooltip className={s.tooltip} placement="bottom">
        {BLOCKED_HINT}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** 'Kundinformation': every field of the customer, and what its record still lacks. */
export function CustomerInfoTab({ c }: { c: Customer }) {
  const missing = completenessWarnings(c);
  const dialling = c.diallingCodeCountry;
  return (
    <>
      <dl className={e.dl}>
        <dt className={e.dt}>Kundtyp</dt>
        <dd className={e.dd}>{c.is_org ? 'Företagskund' : 'Privatperson'}</dd>
        {c.is_org ? (
          <>
            <dt className={e.dt}>Företagsnamn</dt>
            <dd className={e.dd}>{dash(c.org_name)}</dd>
            <dt className={e.dt}>Organisationsnummer</dt>
            <dd className={e.dd}>{dash(c.org_number)}</dd>
            <dt className={e.dt}>Kontaktperson</dt>
            <dd className={e.dd}>{dash(c.org_reference)}</dd>
          </>
        ) : (
          <>
            <dt className={e.dt}>Förnamn</dt>
            <dd className={e.dd}>{dash(c.given_name)}</dd>
            <dt className={e.dt}>Efternamn</dt>
            <dd className={e.dd}>{dash(c.surname)}</dd>
          </>
        )}
        <dt className={e.dt}>Gatuadress</dt>
        <dd className={e.dd}>{dash([c.street_name, c.street_number].filter(Boolean).join(' '))}</dd>
        <dt className={e.dt}>Postnummer</dt>
        <dd className={e.dd}>{dash(c.zip)}</dd>
        <dt className={e.dt}>Ort</dt>
        <dd className={e.dd}>{dash(c.city)}</dd>
        <dt className={e.dt}>Land</dt>
        <dd className={e.dd}>{dash(c.country?.name)}</dd>
        <dt className={e.dt}>Mobilnummer</dt>
        <dd className={e.dd}>
          {c.phone_number ? `${dialling ? `+${dialling.dialling_code} ` : ''}${c.phone_number}` : '–'}
        </dd>
        <dt className={e.dt}>E-post</dt>
        <dd className={e.dd}>
          {dash(c.email)} {c.email_status === 'blocked' && <BlockedChip />}
        </dd>
      </dl>
      {missing.length > 0 && (
        <section className={e.section} aria-label="Uppgifter som saknas">
          <h3 className={e.sectionTitle}>Uppgifter som saknas</h3>
          <ul className={s.quietList}>
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
