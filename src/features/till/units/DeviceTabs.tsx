// 'Skrivare' and 'Skanner' of the units page: this workstation's hardware and the buttons that
// connect it. The buttons run commands, whose handlers start the browser's device chooser at once.
import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { session$ } from '../../../data/session';
import { formatStockholm } from '../../../domain/dates';
import { parseScan } from '../../../domain/scanParse';
import type { DeviceStatus } from '../../../devices/device';
import { SCAN_MAX_GAP_MS, SCAN_MIN_KEYS, SCAN_WINDOW_MS } from '../../../devices/scanner/contract';
import { CommandButton } from '../../../ui/CommandButton';
import { ActionMessage, Facts } from './RegisterTabs';
import { lastScan$, scanCount$ } from './scanLog';
import {
  hasWebHid,
  hasWebSerial,
  HID_NOT_SUPPORTED_TEXT,
  hidScanner,
  printTarget,
  restoreHidScanner,
  serialPrinter,
  SERIAL_NOT_SUPPORTED_TEXT,
} from './unitDevices';
import { useNow, useReadable } from './useReadable';
import * as s from './units.css';

export const STATUS_TEXT: Record<DeviceStatus, string> = {
  disconnected: 'Inte ansluten',
  connecting: 'Ansluter…',
  ready: 'Ansluten',
  error: 'Fel',
};
const statusClass = (st: DeviceStatus) => (st === 'ready' ? s.ok : st === 'error' ? s.bad : s.muted);

/** Skrivare: the default printer (port, width), the Web Serial printer, a test print and the drawer. */
export function PrinterTab() {
  const ws = useValue(session$.workstation);
  const def = ws?.default_printer ?? null;
  const target = printTarget();
  const serial = serialPrinter();
  const serialStatus = useReadable(serial.status);
  const supported = hasWebSerial();
  return (
    <>
      <section className={s.card} aria-labelledby="units-default-printer">
        <h2 id="units-default-printer" className={s.cardTitle}>
          Standardskrivare
        </h2>
        {def ? (
          <Facts
            rows={[
              ['Namn', def.name],
              ['Port', def.port],
              ['Bredd', `${def.width} tecken`],
            ]}
          />
        ) : (
          <p className={s.warn}>Ingen standardskrivare är vald för den här datorn.</p>
        )}
        {target.port === 'SIM' && <p className={s.muted}>Utskrifter visas i Virtuell Skrivare på skärmen.</p>}
        {(ws?.printers.length ?? 0) > 1 && (
          <table className={s.table} aria-label="Datorns skrivare">
            <thead>
              <tr>
                <th className={s.th}>Skrivare</th>
                <th className={s.th}>Port</th>
                <th className={s.th}>Bredd</th>
              </tr>
            </thead>
            <tbody>
              {ws!.printers.map((p) => (
                <tr key={p.id}>
                  <td className={s.td}>
                    {p.name}
                    {p.id === def?.id ? ' (standard)' : ''}
                  </td>
                  <td className={s.td}>{p.port}</td>
                  <td className={s.td}>{p.width} tecken</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className={s.actions}>
          <CommandButton command="units.testPrint" />
          <CommandButton command="units.openCashDrawer" />
        </div>
        <ActionMessage action="testPrint" />
        <ActionMessage action="drawer" />
      </section>
      <section className={s.card} aria-labelledby="units-serial-printer">
        <h2 id="units-serial-printer" className={s.cardTitle}>
          Kvittoskrivare med kabel (Web Serial)
        </h2>
        <Facts
          rows={[
            ['Port', serial.port],
            [
              'Status',
              <span key="st" className={statusClass(serialStatus)}>
                {STATUS_TEXT[serialStatus]}
              </span>,
            ],
            ['Webbläsaren', supported ? 'Stöder Web Serial' : SERIAL_NOT_SUPPORTED_TEXT],
          ]}
        />
        <p className={s.muted}>Första gången frågar webbläsaren vilken port skrivaren sitter på.</p>
        <div className={s.actions}>
          <CommandButton variant="primary" command="units.connectPrinter" />
        </div>
        <ActionMessage action="printer" />
      </section>
    </>
  );
}

const KIND_TEXT: Record<string, string> = {
  product: 'Produkt (streckkod)',
  booking: 'Bokning',
  tally: 'Accesskort',
  unknown: 'Okänd kod',
};
const SOURCE_TEXT = { wedge: 'Tangentbordsskanner', hid: 'HID-skanner' } as const;

function ago(ms: number): string {
  const sec = Math.max(0, Math.round(ms / 1000));
  if (sec < 60) return `för ${sec} s sedan`;
  const min = Math.round(sec / 60);
  return min < 60 ? `för ${min} min sedan` : `för ${Math.round(min / 60)} h sedan`;
}

/** Skanner: the keyboard wedge (always on), the last scan, and the HID-POS scanner. */
export function ScannerTab() {
  const last = useValue(lastScan$);
  const count = useValue(scanCount$);
  const now = useNow(1000);
  const scanner = hidScanner();
  const hidStatus = useReadable(scanner.status);
  const supported = hasWebHid();
  // A scanner allowed in an earlier session reopens without asking.
  useEffect(() => {
    void restoreHidScanner();
  }, []);
  const scan = last ? parseScan(last.code) : null;
  return (
    <>
      <section className={s.card} aria-labelledby="units-wedge">
        <h2 id="units-wedge" className={s.cardTitle}>
          Tangentbordsskanner
        </h2>
        <p className={s.ok}>Alltid på</p>
        <p className={s.muted}>
          En skanning känns igen på minst {SCAN_MIN_KEYS} tecken inom {SCAN_WINDOW_MS} ms, högst {SCAN_MAX_GAP_MS} ms
          mellan tecknen.
        </p>
      </section>
      <section className={s.card} aria-labelledby="units-last-scan">
        <h2 id="units-last-scan" className={s.cardTitle}>
          Senaste skanning
        </h2>
        {last && scan ? (
          <Facts
            rows={[
              [
                'Kod',
                <span key="c" className={s.code} data-testid="units-last-scan">
                  {last.code}
                </span>,
              ],
              ['Tolkas som', KIND_TEXT[scan.kind] ?? scan.kind],
              ['Från', SOURCE_TEXT[last.source]],
              ['Tid', `${formatStockholm(new Date(last.at), 'HH:mm:ss')} (${ago(now - last.at)})`],
              [
                'Sedan förra skanningen',
                last.sincePrevious == null
                  ? '–'
                  : `${(last.sincePrevious / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} s`,
              ],
              ['Skanningar sedan inloggning', String(count)],
            ]}
          />
        ) : (
          <p className={s.muted}>Inget har skannats ännu. Skanna en streckkod för att prova skannern.</p>
        )}
      </section>
      <section className={s.card} aria-labelledby="units-hid">
        <h2 id="units-hid" className={s.cardTitle}>
          HID-skanner (WebHID)
        </h2>
        <Facts
          rows={[
            [
              'Status',
              <span key="st" className={statusClass(hidStatus)}>
                {STATUS_TEXT[hidStatus]}
              </span>,
            ],
            ['Skanner', scanner.deviceName() ?? '–'],
            ['Webbläsaren', supported ? 'Stöder WebHID' : HID_NOT_SUPPORTED_TEXT],
          ]}
        />
        <p className={s.muted}>
          En HID-skanner skriver inte i fälten; koderna går samma väg som tangentbordsskannerns.
        </p>
        <div className={s.actions}>
          <CommandButton variant="primary" command="units.connectScanner" />
        </div>
        <ActionMessage action="scanner" />
      </section>
    </>
  );
}
