// 'Kassaregister' and 'Terminaler' of the units page: what the server and the control unit say.
import { useEffect, type ReactNode } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { catalog$ } from '../../../data/stores';
import { formatStockholm } from '../../../domain/dates';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { fiscalUnit$, useFiscalState } from '../payment/fiscal';
import { refreshRegister, type RegisterInfo } from '../registerDay/registerDay';
import { NO_REGISTER_TEXT } from '../registerDay/registerDay.commands';
import { loadTerminals, terminals$, unitBusy$, unitMessages$, type UnitAction } from './units';
import * as s from './units.css';

export const NO_TERMINALS_TEXT = 'Det finns inga kortterminaler';

export const run = (id: string) => () => void executeCommand(id, undefined, 'button');
const yesNo = (b: boolean | null | undefined) => (b ? 'Ja' : 'Nej');

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={s.dl}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt className={s.dt}>{k}</dt>
          <dd className={s.dd}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The last outcome of an action, read out by screen readers. */
export function ActionMessage({ action }: { action: UnitAction }) {
  const m = useValue(unitMessages$[action]);
  const busy = useValue(() => !!unitBusy$[action].get());
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={`units-message-${action}`}
      className={busy ? s.muted : m ? (m.ok ? s.ok : s.bad) : s.muted}
    >
      {busy ? 'Väntar på enheten…' : (m?.text ?? '')}
    </p>
  );
}

const when = (iso: string) => formatStockholm(new Date(iso), 'yyyy-MM-dd HH:mm');

/** Kassaregister: the register of this workstation and the fiscal state (money.md 4 "Fiscal unit"). */
export function RegisterTab() {
  const r: RegisterInfo | null = useValue(catalog$.register);
  const fiscal = useFiscalState();
  const unit = useValue(fiscalUnit$);
  // The last serial and the open state move with every sale: read them again when the tab shows.
  useEffect(() => {
    void refreshRegister();
  }, []);
  if (!r) return <p className={s.muted}>{NO_REGISTER_TEXT}</p>;
  const unitAnswer = unit.checking
    ? 'Kontrolleras…'
    : unit.status
      ? (unit.status.unitId ?? 'Ingen enhet svarade')
      : 'Inte kontrollerad ännu';
  return (
    <>
      <section className={s.card} aria-labelledby="units-register-title">
        <h2 id="units-register-title" className={s.cardTitle}>
          {r.name}
        </h2>
        <Facts
          rows={[
            ['Kassabeteckning', r.name],
            ['Juridiskt namn', r.legal_name ?? '–'],
            ['Organisationsnummer', r.org_number ?? '–'],
            ['Adress', r.address ?? '–'],
            ['Registrerad hos Skatteverket', yesNo(r.is_registered)],
            ['Status', r.opened_at ? `Öppen sedan ${when(r.opened_at)}` : 'Stängd'],
            ['Senaste kvittonummer', r.last_receipt_serial != null ? String(r.last_receipt_serial) : '–'],
            ['Kassans skrivarport', r.printer_port || '–'],
          ]}
        />
        {(r.warnings ?? []).map((w) => (
          <p key={w.code} className={s.bad}>
            {w.text}
          </p>
        ))}
      </section>
      <section className={s.card} aria-labelledby="units-cu-title">
        <h2 id="units-cu-title" className={s.cardTitle}>
          Kontrollenhet
        </h2>
        <Facts
          rows={[
            [
              'Tillverkningsnummer',
              r.control_unit_manufacturer_id ?? r.current_control_unit?.manufacturer_id ?? 'Ingen kontrollenhet',
            ],
            ['Enheten svarar med', unitAnswer],
            ['Signerar kvitton', yesNo(r.current_control_unit?.requires_client_signature)],
            ['Skattestatus', fiscal.fatal ? 'Försäljning är spärrad' : 'Kassan kan ta betalt'],
          ]}
        />
        {fiscal.reasons.length > 0 && (
          <ul className={s.reasons} aria-label="Kontrollenhetens status">
            {fiscal.reasons.map((x) => (
              <li key={x.flag} className={x.fatal ? s.bad : s.warn}>
                {x.text}
              </li>
            ))}
          </ul>
        )}
        <div className={s.actions}>
          <CommandButton command="units.checkControlUnit" isDisabled={unit.checking} />
        </div>
        <ActionMessage action="controlUnit" />
      </section>
    </>
  );
}

const KIND: Record<string, string> = { SIM: 'Simulerad' };

/** Terminaler: the card terminals the server knows (GET terminal) and which one this workstation uses. */
export function TerminalsTab() {
  const t = useValue(terminals$);
  useEffect(() => {
    void loadTerminals();
  }, []);
  return (
    <section className={s.card} aria-labelledby="units-terminals-title" style={{ maxWidth: 960 }}>
      <h2 id="units-terminals-title" className={s.cardTitle}>
        Kortterminaler
      </h2>
      {t.error && (
        <p role="alert" className={s.bad}>
          Kunde inte hämta terminalerna: {t.error}
        </p>
      )}
      {t.rows == null ? (
        <p className={s.muted}>{t.loading ? 'Laddar…' : ''}</p>
      ) : t.rows.length === 0 ? (
        <p className={s.muted}>{NO_TERMINALS_TEXT}</p>
      ) : (
        <table className={s.table} aria-label="Kortterminaler">
          <thead>
            <tr>
              <th className={s.th}>Namn</th>
              <th className={s.th}>Serienummer</th>
              <th className={s.th}>Leverantör</th>
              <th className={s.th}>Typ</th>
              <th className={s.th}>Dator</th>
              <th className={s.th}>Den här datorn</th>
            </tr>
          </thead>
          <tbody>
            {t.rows.map((x) => (
              <tr key={x.id}>
                <td className={s.td}>{x.name}</td>
                <td className={s.td}>{x.serial_number}</td>
                <td className={s.td}>{x.software_provider}</td>
                <td className={s.td}>{KIND[x.kind] ?? x.kind}</td>
                <td className={s.td}>
                  {x.workstation_id == null ? 'Alla datorer' : (x.workstation_name ?? `Dator ${x.workstation_id}`)}
                </td>
                <td className={s.td}>{x.is_this_workstation ? 'Ja' : 'Nej'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={s.actions}>
        <Button isDisabled={t.loading} onPress={run('units.refreshTerminals')}>
          Uppdatera terminaler
        </Button>
      </div>
    </section>
  );
}
