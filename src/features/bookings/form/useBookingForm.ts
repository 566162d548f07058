import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { useContextKey } from '../../../commands/contextKeys';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { confirmAction } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import { bookings$, catalog$, type Booking } from '../../../data/stores';
import type { Category, Season } from '../../../contracts/catalog';
import type { FeePreview as FeePreviewRow } from '../../../contracts/bookingForm';
import {
  BOOKING_FORM_TEXTS,
  type FeeKey,
  isDropIn,
  isRealPosition,
  positionAvailabilityError,
  removeGroupBooking,
  saveButtons,
  setGroupSize,
  switchType,
  toggleFee,
  type BookingType,
  type GroupBookingDraft,
  validateBookingForm,
  willSendConfirmation,
} from '../../../domain/bookingForm';
import type { IsoDate } from '../../../domain/dates';
import type { RebookingLevel } from '../../../domain/rebookingLevels';
import { defaultSeason, seasonStayOf } from '../../../domain/seasonPrice';
import type { StayRange } from '../../../domain/stayDates';
import { openBooking, openBookingGroup } from '../../../shell/panes/open';
import { openCustomerForm } from '../../customers/customerDialogs';
import { startCheckIn } from '../../reception/checkin/checkinFlow';
import type { BookingFormKey } from './bookingForm.commands';
import { bookingFormSettings$, closeBookingForm, setActiveBookingForm } from './bookingFormStore';
import {
  cardTotal,
  type CustomerChoice,
  defaultLodgingType,
  groupBody,
  FORM_TEXTS,
  type FormErrors,
  type FormField,
  type FormModel,
  fieldErrorsFromServer,
  parseCount,
  policiesOf,
  positionsOf,
  storeBody,
  toFormCategory,
  totalOf,
  updateBody,
  withFees,
  withSeasonPrice,
} from './formModel';
import { clearAvailabilityCache, useAvailability } from './useAvailability';
import { type DraftBody, useDraft } from './useDraft';
import { defaultRebookingOption, useGroupPrice, usePricePreview, useRebookingPreview } from './usePricePreview';

export type FormMode = 'new' | 'resume' | 'edit';

/** Fields whose message shows as soon as it applies; the rest wait for a save attempt or a change. */
const LIVE: FormField[] = ['adults', 'children', 'dogs', 'guests', 'position', 'checkIn', 'checkOut'];

/** Errors that are not the domain's: a category is needed, and the chosen position must be free. */
function pickerErrors(
  m: FormModel,
  positions: Map<number, { is_available: boolean; error_message: string | null }> | null,
) {
  const errors: FormErrors = {};
  if (!m.s.category) errors.category = FORM_TEXTS.chooseCategory;
  if (positions && m.s.type !== 'group' && isRealPosition(m.s.positionId)) {
    const missing = positionAvailabilityError(
      m.s.positionId,
      [...positions.keys()].map((position_id) => ({ position_id })),
    );
    const p = positions.get(m.s.positionId);
    if (missing) errors.position = missing;
    else if (p && !p.is_available && p.error_message) errors.position = p.error_message;
  }
  if (m.s.type === 'group' && positions) {
    for (const b of m.s.group.bookings) {
      if (!isRealPosition(b.positionId)) continue;
      const p = positions.get(b.positionId);
      const message = !p ? BOOKING_FORM_TEXTS.positionMissing : !p.is_available ? p.error_message : null;
      if (message) errors[`bookings.${b.clientId}.position`] = message;
    }
  }
  return errors;
}

const randomKey = () =>
  `bf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The booking form's state and verbs: fields, availability, price, draft and save. The dialog renders
 * it; the rules are src/domain/bookingForm.ts's, the calls src/contracts/bookingForm.ts's.
 */
export function useBookingForm(initial: FormModel, mode: FormMode, today: IsoDate) {
  const [m, setM] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [focusErrorTick, setFocusErrorTick] = useState(0);
  const dirty = useRef(false);
  const clientKey = useRef(randomKey());
  const rootRef = useRef<HTMLDivElement>(null);
  const sendConfirmation = useValue(bookingFormSettings$.sendConfirmation);

  const categories = useValue(catalog$.categories) as Category[];
  const allPositions = useValue(catalog$.positions);
  const lodgingTypes = useValue(catalog$.lodgingTypes);
  const policies = useValue(catalog$.cancellationPolicies);
  const seasons = useValue(catalog$.seasons) as Season[];
  const seasonsRef = useRef(seasons);
  seasonsRef.current = seasons;
  const category = categories.find((c) => c.id === m.s.category?.id) ?? null;
  /** The category picker's dialog, opened by its key (alt+K) through the form's handle. */
  const categoryOpener = useRef<(() => void) | null>(null);

  /**
   * One change: the fields it touched lose their server message, the fees follow the dates and position, a
   * season booking's price follows its season and pitch (unless typed).
   */
  const change = useCallback(
    (fields: FormField[], fn: (m: FormModel) => FormModel) => {
      dirty.current = true;
      setM((prev) => withSeasonPrice(withFees(fn(prev), today), seasonsRef.current));
      setTouched((t) => new Set([...t, ...fields]));
      setServerErrors((e) => {
        if (!fields.some((f) => e[f]) && !e.form) return e;
        const next = { ...e };
        for (const f of fields) delete next[f];
        delete next.form;
        return next;
      });
    },
    [today],
  );

  // ── fields ───────────────────────────────────────────────────────────────────────────────────────
  const setCustomer = (c: CustomerChoice | null) =>
    change(['customer'], (p) => ({ ...p, customer: c, s: { ...p.s, customerId: c?.id ?? null } }));
  const setDates = (r: StayRange) => change(['checkIn', 'checkOut'], (p) => ({ ...p, s: { ...p.s, ...r } }));
  const setArrival = (t: string | null) =>
    change(['expectedArrivalTime'], (p) => ({ ...p, s: { ...p.s, expectedArrivalTime: t || null } }));
  const setCategory = (id: number) => {
    const c = categories.find((x) => x.id === id);
    if (!c || c.id === m.s.category?.id) return;
    change(['category', 'position', 'lodgingType', 'cancellationPolicy'], (p) => {
      const keepPosition = positionsOf(c.id, allPositions).some((x) => x.id === p.s.positionId);
      const offered = policiesOf(c, policies, p.s.type);
      const policy =
        p.policyLocked || offered.some((x) => x.id === p.cancellationPolicyId)
          ? p.cancellationPolicyId
          : (offered[0]?.id ?? null);
      return {
        ...p,
        s: { ...p.s, category: toFormCategory(c), positionId: keepPosition ? p.s.positionId : null },
        lodgingTypeId: c.lodging_type_ids.includes(p.lodgingTypeId ?? -1) ? p.lodgingTypeId : defaultLodgingType(c),
        cancellationPolicyId: policy,
      };
    });
  };
  const setPosition = (id: number | null) => change(['position'], (p) => ({ ...p, s: { ...p.s, positionId: id } }));
  const setLodgingType = (id: number | null) => change(['lodgingType'], (p) => ({ ...p, lodgingTypeId: id }));
  const setPolicy = (id: number | null) => change(['cancellationPolicy'], (p) => ({ ...p, cancellationPolicyId: id }));
  const unlockPolicy = () => setM((p) => ({ ...p, policyLocked: false }));
  const setGuest = (field: 'adults' | 'children' | 'dogs', text: string) =>
    change([field, 'guests'], (p) => ({
      ...p,
      guestText: { ...p.guestText, [field]: text },
      s: { ...p.s, [field]: parseCount(text) },
    }));
  const setFee = (key: FeeKey, on: boolean) => change(['price'], (p) => ({ ...p, s: toggleFee(p.s, key, on) }));
  const setRebookingLevel = (level: RebookingLevel) => change(['price'], (p) => ({ ...p, rebookingLevel: level }));
  /**
   * The type selector (domain switchType). To season: the season running today (else the next) unless one
   * is chosen, its dates, and a policy offered for season bookings. Leaving season forgets a typed price.
   */
  const setType = (type: BookingType) =>
    change(['price'], (p) => {
      let s = switchType(p.s, type);
      if (s === p.s) return p;
      if (type === 'season') {
        const season = seasons.find((x) => x.id === s.seasonId) ?? defaultSeason(seasons, today);
        if (season) s = { ...s, seasonId: season.id, ...seasonStayOf(season) };
      }
      const offered = policiesOf(category, policies, type);
      const cancellationPolicyId = offered.some((x) => x.id === p.cancellationPolicyId)
        ? p.cancellationPolicyId
        : (offered[0]?.id ?? null);
      return { ...p, s, cancellationPolicyId, siteFeeText: type === 'season' ? p.siteFeeText : null };
    });
  /** 'Säsong': the season and its whole span as the stay. */
  const setSeason = (id: number | null) =>
    change(['season', 'checkIn', 'checkOut'], (p) => {
      const season = seasons.find((x) => x.id === id);
      return { ...p, s: { ...p.s, seasonId: season?.id ?? null, ...(season ? seasonStayOf(season) : {}) } };
    });
  /** 'Platsavgift' as typed (whole kronor); the price is the domain's parse of it (empty or invalid: 0). */
  const setSiteFee = (text: string) => change(['accommodationPrice', 'price'], (p) => ({ ...p, siteFeeText: text }));
  // ── group ──
  const card =
    (clientId: number, fn: (b: GroupBookingDraft) => GroupBookingDraft) =>
    (p: FormModel): FormModel => ({
      ...p,
      s: {
        ...p.s,
        group: { ...p.s.group, bookings: p.s.group.bookings.map((b) => (b.clientId === clientId ? fn(b) : b)) },
      },
    });
  const setGroupCount = (n: number) => change(['groupSize'], (p) => ({ ...p, s: setGroupSize(p.s, n) }));
  const removeCard = (clientId: number) =>
    change(['groupSize'], (p) => ({ ...p, s: removeGroupBooking(p.s, clientId) }));
  const setCardPosition = (clientId: number, id: number | null) =>
    change(
      [`bookings.${clientId}.position`],
      card(clientId, (b) => ({ ...b, positionId: id })),
    );
  const setCardGuest = (clientId: number, field: 'adults' | 'children' | 'dogs', text: string) =>
    change(
      [`bookings.${clientId}.${field}`, `bookings.${clientId}.guests`],
      card(clientId, (b) => ({ ...b, [field]: parseCount(text) })),
    );
  const setCardCustomer = (clientId: number, c: CustomerChoice | null) =>
    change([], (p) => {
      const cardCustomers = { ...p.cardCustomers };
      if (c) cardCustomers[clientId] = c;
      else delete cardCustomers[clientId];
      return { ...card(clientId, (b) => ({ ...b, customerId: c?.id ?? null }))(p), cardCustomers };
    });
  const setCardPolicy = (clientId: number, id: number | null) =>
    change([], (p) => ({ ...p, cardPolicies: { ...p.cardPolicies, [clientId]: id } }));
  const setSamePolicy = (same: boolean) =>
    change([], (p) => ({ ...p, s: { ...p.s, group: { ...p.s.group, sameCancellationPolicy: same } } }));
  const setGroupName = (name: string) => change([], (p) => ({ ...p, groupName: name }));

  // Seasons loaded (or changed) while the form is open: an untyped season price follows them.
  useEffect(() => setM((p) => withSeasonPrice(p, seasons)), [seasons]);

  // A new booking of the only category there is needs no choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the catalogue is there
  useEffect(() => {
    if (!m.s.category && categories.length === 1) setCategory(categories[0].id);
  }, [categories.length]);

  // ── remote ───────────────────────────────────────────────────────────────────────────────────────
  const countsOk = [m.s.adults, m.s.children, m.s.dogs].every((n) => Number.isInteger(n) && n >= 0);
  const priceQuery = {
    categoryId: m.s.category?.id ?? null,
    positionId: m.s.positionId,
    checkIn: m.s.checkIn,
    checkOut: m.s.checkOut,
    adults: m.s.adults,
    children: m.s.children,
    dogs: m.s.dogs,
    bookingId: m.s.bookingId,
  };
  const isGroup = m.s.type === 'group';
  // A season booking costs its season price ('Platsavgift'), whatever the nights: nothing to ask the rates for.
  const isSeason = m.s.type === 'season';
  const [price, settledPrice] = usePricePreview(priceQuery, mode !== 'edit' && !isGroup && !isSeason);
  const [groupPrice, settledGroupPrice] = useGroupPrice(
    m.s.group.bookings.map((b) => ({
      ...priceQuery,
      positionId: b.positionId,
      adults: b.adults,
      children: b.children,
      dogs: b.dogs,
    })),
    mode !== 'edit' && isGroup,
  );
  const [rebooking, settledRebooking] = useRebookingPreview(priceQuery, mode === 'edit' && !isSeason);
  // A draft holds the pitch while the form has one (never for an existing booking or a group). While a
  // count is being retyped it waits; it is deleted only when there is no pitch to hold any more. Its
  // total is what the form shows, or 0 before the price is there: the server prices a draft when confirmed.
  const holds = mode !== 'edit' && m.s.type === 'regular' && isRealPosition(m.s.positionId) && !!m.s.category;
  const draftBody: DraftBody | 'wait' | null = !holds
    ? null
    : !countsOk
      ? 'wait'
      : (({ draft_id: _d, is_draft: _i, send_confirmation: _s, client_key: _k, ...rest }) => rest)(
          storeBody(m, {
            total: price.status === 'ok' ? totalOf(m, price.data) : 0,
            draft: true,
            sendConfirmation: false,
          }),
        );
  const draft = useDraft(draftBody, m.s.draftId, (err) => {
    if (err.status === 422) setServerErrors((e) => ({ ...e, ...fieldErrorsFromServer(err.fieldErrors, null) }));
  });
  const availability = useAvailability({
    checkIn: m.s.checkIn,
    checkOut: m.s.checkOut,
    occupancy: countsOk ? m.s.adults + m.s.children : undefined,
    dogs: countsOk ? m.s.dogs : undefined,
    bookingId: m.s.bookingId ?? draft.id,
  });
  const groupTotal = (answers: readonly { accommodation_total: number; fees: FeePreviewRow[] }[]) =>
    m.s.group.bookings.reduce((sum, b, i) => sum + cardTotal(m, b.positionId, answers[i]), 0);
  const total = isSeason
    ? m.s.accommodationPrice
    : isGroup
      ? groupPrice.status === 'ok' && groupPrice.data.length === m.s.group.bookings.length
        ? groupTotal(groupPrice.data)
        : null
      : price.status === 'ok'
        ? totalOf(m, price.data)
        : null;

  // ── errors ───────────────────────────────────────────────────────────────────────────────────────
  const allErrors: FormErrors = useMemo(
    () => ({ ...validateBookingForm(m.s), ...pickerErrors(m, availability.data?.positions ?? null) }),
    [m, availability.data],
  );
  const shown: FormErrors = {};
  for (const [f, message] of Object.entries(allErrors) as [FormField, string][]) {
    // A season booking's missing pitch is said once the pitch was touched or a save tried, not on switching.
    const live = LIVE.includes(f) && message !== BOOKING_FORM_TEXTS.noPosition;
    if (attempted || touched.has(f) || live) shown[f] = message;
  }
  Object.assign(shown, serverErrors);
  if (!shown.price && (price.status === 'error' || rebooking.status === 'error' || groupPrice.status === 'error'))
    shown.price = FORM_TEXTS.priceFailed;

  // The first field that has a message takes the keyboard after a refused save.
  useEffect(() => {
    if (!focusErrorTick) return;
    const el = rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
  }, [focusErrorTick]);

  // ── save ─────────────────────────────────────────────────────────────────────────────────────────
  const ctx = { today, sendConfirmation, customerHasEmail: !!m.customer?.email };
  // A group is saved as it is: no confirmation mail (bookings.md 2), no check-in from the form.
  const buttons = isGroup
    ? [{ action: 'save' as const, label: BOOKING_FORM_TEXTS.save, primary: true }]
    : saveButtons(m.s, ctx);
  const confirms = !isGroup && willSendConfirmation(m.s, ctx);
  const dropIn = !isGroup && isDropIn(m.s, today);

  const refuse = (err: unknown) => {
    if (err instanceof ApiError && err.status === 422) {
      setServerErrors(
        fieldErrorsFromServer(
          err.fieldErrors,
          err.message || null,
          m.s.group.bookings.map((b) => b.clientId),
        ),
      );
    } else {
      const message = err instanceof ApiError && err.message ? err.message : 'Ett oväntat fel inträffade';
      setServerErrors({ form: message });
    }
    setFocusErrorTick((t) => t + 1);
  };

  const save = async (action: 'save' | 'saveAndCheckIn') => {
    if (saving) return;
    setAttempted(true);
    if (Object.keys(allErrors).length) {
      setFocusErrorTick((t) => t + 1);
      return;
    }
    setSaving(true);
    draft.pause(true);
    try {
      if (mode === 'edit' && isSeason) {
        // A season booking has one row at its price: the agreed one, or the one typed in 'Platsavgift'.
        const d = await call('POST bookings/update', { body: updateBody(m, 'free'), silent: true });
        finish(d.booking as Booking, FORM_TEXTS.updated(d.booking.booking_number));
        openBooking(d.booking.id);
        return;
      }
      if (mode === 'edit') {
        const preview = await settledRebooking();
        const option = preview
          ? (preview.rebooking_options.find((o) => o.level === m.rebookingLevel) ??
            defaultRebookingOption(preview.rebooking_options))
          : null;
        if (!option) {
          refuse(new ApiError(422, null, '', { errors: { total: [FORM_TEXTS.priceFailed] } }));
          return;
        }
        const d = await call('POST bookings/update', { body: updateBody(m, option.level), silent: true });
        finish(d.booking as Booking, FORM_TEXTS.updated(d.booking.booking_number));
        openBooking(d.booking.id);
        return;
      }
      if (isGroup) {
        const answers = await settledGroupPrice();
        if (!answers) {
          refuse(new ApiError(422, null, '', { errors: { total: [FORM_TEXTS.priceFailed] } }));
          return;
        }
        const d = await call('POST booking-groups/store', {
          body: groupBody(m, groupTotal(answers), clientKey.current),
          silent: true,
        });
        draft.confirmed();
        clearAvailabilityCache();
        showSnackbar('success', FORM_TEXTS.groupSaved);
        dirty.current = false;
        closeBookingForm();
        openBookingGroup(d.booking_group_id);
        return;
      }
      const p = isSeason ? null : await settledPrice();
      if (!isSeason && !p) {
        refuse(new ApiError(422, null, '', { errors: { total: [FORM_TEXTS.priceFailed] } }));
        return;
      }
      const draftId = await draft.settled();
      const body = storeBody(
        { ...m, s: { ...m.s, draftId } },
        {
          total: p ? totalOf(m, p) : m.s.accommodationPrice,
          draft: false,
          sendConfirmation: confirms,
          clientKey: clientKey.current,
        },
      );
      const d = await call('POST bookings/store', { body, silent: true });
      draft.confirmed();
      finish(d.booking as Booking, FORM_TEXTS.saved(d.booking.booking_number));
      if (action === 'saveAndCheckIn') await startCheckIn(d.booking.id);
      else openBooking(d.booking.id);
    } catch (err) {
      // 'Utkastet finns inte längre, spara bokningen igen': saved again, it is a new booking.
      if (err instanceof ApiError && err.fieldErrors.draft_id) draft.forget();
      refuse(err);
    } finally {
      draft.pause(false);
      setSaving(false);
    }
  };

  const finish = (b: Booking, text: string) => {
    bookings$[b.id].set({ ...(bookings$[b.id].peek() ?? {}), ...b });
    clearAvailabilityCache();
    showSnackbar('success', text);
    dirty.current = false;
    closeBookingForm();
  };

  /** Escape, 'Avbryt', the overlay: asks first when something was entered; an unsaved draft is deleted. */
  const requestClose = async () => {
    if (saving) return;
    if (dirty.current || draft.id) {
      const ok = await confirmAction({
        header: FORM_TEXTS.closeHeader,
        body: FORM_TEXTS.closeBody,
        confirmLabel: FORM_TEXTS.closeConfirm,
      });
      if (!ok) return;
    }
    draft.discard();
    closeBookingForm();
  };

  // Unmounted without saving (replaced by another form, logged out): the draft goes too. A timeout
  // tells a real unmount from React's development double mount.
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's control is stable in what it reaches
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) draft.discard();
      }, 0);
    };
  }, []);

  // ── commands ─────────────────────────────────────────────────────────────────────────────────────
  const newCustomer = async () => {
    const saved = await openCustomerForm(0);
    if (saved)
      setCustomer({ id: saved.id, full_name: saved.full_name, shortAddress: saved.shortAddress, email: saved.email });
  };
  const editCustomer = async () => {
    if (!m.customer) return;
    const saved = await openCustomerForm(m.customer.id);
    if (saved)
      setCustomer({ id: saved.id, full_name: saved.full_name, shortAddress: saved.shortAddress, email: saved.email });
  };
  const handle = useRef({ save, newCustomer, editCustomer, requestClose });
  handle.current = { save, newCustomer, editCustomer, requestClose };
  useEffect(() => {
    const h = {
      save: (a: 'save' | 'saveAndCheckIn') => void handle.current.save(a),
      newCustomer: () => void handle.current.newCustomer(),
      editCustomer: () => void handle.current.editCustomer(),
      requestClose: () => void handle.current.requestClose(),
      chooseCategory: () => categoryOpener.current?.(),
    };
    setActiveBookingForm(h);
    return () => setActiveBookingForm(null);
  }, []);
  useContextKey(
    'bookingForm',
    (): BookingFormKey => ({
      mode,
      confirms,
      dropIn,
      saving,
      hasCustomer: m.customer != null,
      categoryChoice: categories.length > 1,
    }),
  );

  return {
    m,
    mode,
    rootRef,
    category,
    categories,
    positions: positionsOf(m.s.category?.id, allPositions),
    lodgingTypes,
    policies: policiesOf(category, policies, m.s.type),
    seasons,
    categoryOpener,
    availability,
    price,
    rebooking,
    total,
    errors: shown,
    hasErrors: attempted && Object.keys(allErrors).length > 0,
    saving,
    buttons,
    confirms,
    draftId: draft.id,
    set: {
      customer: setCustomer,
      dates: setDates,
      arrival: setArrival,
      category: setCategory,
      position: setPosition,
      lodgingType: setLodgingType,
      policy: setPolicy,
      unlockPolicy,
      guest: setGuest,
      fee: setFee,
      rebookingLevel: setRebookingLevel,
      type: setType,
      season: setSeason,
      siteFee: setSiteFee,
      groupCount: setGroupCount,
      removeCard,
      cardPosition: setCardPosition,
      cardGuest: setCardGuest,
      cardCustomer: setCardCustomer,
      cardPolicy: setCardPolicy,
      samePolicy: setSamePolicy,
      groupName: setGroupName,
    },
    groupPrice,
    save,
    requestClose,
    newCustomer,
    editCustomer,
  };
}

export type BookingFormApi = ReturnType<typeof useBookingForm>;
