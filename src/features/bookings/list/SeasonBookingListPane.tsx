import { useEffect, useId, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useValue } from '@legendapp/state/react';
import { executeCommand, registerCommands } from '../../../commands/registry';
import type { SeasonBookingRow } from '../../../contracts/seasons';
import { call, type DataOf } from '../../../data/call';
import { confirmAction } from '../../../data/dialogs';
import { onRealtimeEvent } from '../../../data/events';
import { clearSelection, selectEntity } from '../../../data/selection';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import { useRemote } from '../../../data/useRemote';
import { todayInStockholm } from '../../../domain/dates';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { CommandButton } from '../../../ui/CommandButton';
import { focusSoon } from '../../../ui/focusSoon';
import { useTakeFocusOnOpen } from '../../../ui/useTakeFocusOnOpen';
import { takeGridFocusRequest } from './bookingTabs';
import { SeasonGrid } from './SeasonGrid';
import { onSeasonChange } from './seasonChanges';
import {
  adjacentSeason,
  factsOf,
  SEASON_PARAM,
  seasonCountsText,
  seasonsNewestFirst,
  seasonVerbAllowed,
  shownSeason,
  type SeasonVerb,
} from './seasonList';
import { installSeasonListHandle, seasonListCommands } from './seasonList.commands';
import * as s from './bookingTable.css';
import * as own from './seasonList.css';

// Many saves in a row (a group checked in) read the list once.
const REFRESH_DELAY_MS = 400;
const VERB_COMMANDS = [
  'seasons.copyToNextSeason',
  'seasons.ignoreCopy',
  'seasons.confirmBooking',
  'seasons.cancelBooking',
] as const;

type Answer = DataOf<'GET seasons/bookings'>;

/** Another season: in the URL, so a reload or a link shows it again; not a step worth going back to. */
const showSeason = (id: number) =>
  navigate({ search: { ...currentLocation().search, [SEASON_PARAM]: id }, replace: true });

/** Runs one verb on the server; the answer is the success text (a refusal throws, shown by the API client). */
async function runVerb(verb: SeasonVerb, row: SeasonBookingRow, data: Answer): Promise<string> {
  const body = { booking_id: row.id };
  if (verb === 'copy') {
    const d = await call('POST seasons/copy-booking-to-next-season', { body });
    const into = data.next_season ? ` till ${data.next_season.full_name}` : '';
    return `${row.booking_number} är kopierad${into} som ${d.booking.booking_number}`;
  }
  if (verb === 'ignore') {
    await call('POST seasons/ignore-copy-booking-to-next-season', { body });
    return `${row.booking_number} kopieras inte till nästa säsong`;
  }
  const status = verb === 'confirm' ? 'confirmed' : 'cancelled';
  await call('POST seasons/update-booking-status', { body: { ...body, status } });
  return `${row.booking_number} är ${verb === 'confirm' ? 'bekräftad' : 'avbokad'}`;
}

/**
 * /bookings/sasong: one season's bookings and what becomes of them in the next season (bookings.md
 * "Seasons"): copy or ignore each, and confirm or cancel the copies when the next season is shown.
 */
export function SeasonBookingListPane() {
  const seasons = useValue(catalog$.seasons);
  const today = todayInStockholm();
  const param = useRouterState({
    select: (st) => String((st.location.search as Record<string, unknown>)[SEASON_PARAM] ?? ''),
  });
  const season = shownSeason(seasons, param, today);
  const seasonId = season?.id ?? null;
  const remote = useRemote(seasonId == null ? null : `season-bookings:${seasonId}`, (signal) =>
    call('GET seasons/bookings', { query: { season_id: String(seasonId) }, signal, silent: true }),
  );
  const { reload } = remote;
  const data = remote.data;
  const rows = data?.bookings ?? null;
  const hasNext = data?.next_season != null;
  const [active, setActive] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLSelectElement>(null);
  const pickerId = useId();
  const busy = useRef(false);

  // Another season is read from its top; a shorter list keeps the focus on its last row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the season changing is the trigger
  useEffect(() => setActive(0), [seasonId]);
  const count = rows?.length ?? 0;
  useEffect(() => {
    if (active > 0 && active >= count) setActive(Math.max(0, count - 1));
  }, [active, count]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, REFRESH_DELAY_MS);
    };
    const offs = [
      onRealtimeEvent('BookingSaved', later),
      onRealtimeEvent('BookingRemoved', later),
      onSeasonChange(reload),
    ];
    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [reload]);

  // The focused row is the list selection: the booking verbs (alt+i, the palette) act on it too.
  const row = rows?.[active] ?? null;
  const rowId = row?.id;
  useEffect(() => {
    if (rowId == null) return;
    selectEntity('booking', rowId);
    return () => clearSelection('booking', rowId);
  }, [rowId]);

  // The commands read what is shown now, not what was shown when they were installed.
  const now = useRef({ row, data, seasons, seasonId });
  now.current = { row, data, seasons, seasonId };
  useEffect(() => registerCommands(seasonListCommands), []);
  useEffect(() => {
    const act = async (verb: SeasonVerb) => {
      const { row: r, data: d } = now.current;
      if (!r || !d || busy.current) return;
      const allowed = seasonVerbAllowed(verb, factsOf(r, d.next_season != null));
      if (allowed !== true) return void showSnackbar('warning', allowed);
      if (
        verb === 'cancel' &&
        !(await confirmAction({
          header: `Avboka ${r.booking_number}`,
          body: `Den obekräftade säsongsbokningen för ${r.customer_name} avbokas och platsen blir ledig.`,
          confirmLabel: 'Avboka',
        }))
      )
        return;
      busy.current = true;
      try {
        showSnackbar('success', await runVerb(verb, r, d));
      } catch {
        // The API client has shown the server's refusal; the list is read again either way.
      } finally {
        busy.current = false;
        reload();
      }
    };
    return installSeasonListHandle(
      {
        act: (verb) => void act(verb),
        focusSeasonPicker: () => focusSoon(pickerRef.current),
        showAdjacentSeason: (step) => {
          const next = adjacentSeason(now.current.seasons, now.current.seasonId, step);
          if (next) return showSeason(next.id);
          showSnackbar('warning', step < 0 ? 'Det finns ingen tidigare säsong' : 'Det finns ingen senare säsong');
        },
      },
      () => {
        const { row: r, data: d } = now.current;
        return r ? factsOf(r, d?.next_season != null) : null;
      },
    );
  }, [reload]);

  useEffect(() => {
    if (takeGridFocusRequest()) focusSoon(gridRef.current);
  }, []);
  useTakeFocusOnOpen(() => gridRef.current, rows != null);

  const noSeasons = seasons.length === 0;
  const status = noSeasons ? 'Det finns inga säsonger' : rows ? seasonCountsText(rows, hasNext) : 'Laddar…';
  return (
    <section className={s.screen} aria-labelledby="season-bookings-title">
      <div className={s.heading}>
        <h1 id="season-bookings-title" className={s.title}>
          Säsongsbokningar
        </h1>
        <span className={s.count} role="status" aria-live="polite">
          {status}
        </span>
      </div>
      <div className={own.toolbar}>
        <div className={s.control}>
          <label htmlFor={pickerId} className={s.controlLabel}>
            Säsong
          </label>
          <select
            id={pickerId}
            ref={pickerRef}
            className={s.select}
            value={seasonId ?? ''}
            disabled={seasons.length === 0}
            onChange={(e) => showSeason(Number(e.target.value))}
          >
            {seasonsNewestFirst(seasons).map((x) => (
              <option key={x.id} value={x.id}>
                {x.full_name} ({x.start} – {x.end})
              </option>
            ))}
          </select>
        </div>
        {data && (
          <span className={s.count}>
            {data.next_season ? `Nästa säsong: ${data.next_season.full_name}` : 'Ingen nästa säsong'}
          </span>
        )}
        <div className={own.actions} role="group" aria-label="Åtgärder för säsongsbokningen">
          {VERB_COMMANDS.map((id) => (
            <CommandButton key={id} command={id} />
          ))}
        </div>
      </div>
      {remote.error && (
        <div className={s.error} role="alert">
          Kunde inte hämta säsongsbokningar: {remote.error.message || `felkod ${remote.error.status}`}
        </div>
      )}
      <SeasonGrid
        rows={seasonId == null ? [] : rows}
        active={active}
        onActiveChange={setActive}
        onOpen={(r) => void executeCommand('booking.open', { id: r.id }, 'button')}
        gridRef={gridRef}
        emptyText={seasonId == null ? 'Det finns inga säsonger' : 'Säsongen har inga säsongsbokningar'}
      />
    </section>
  );
}
