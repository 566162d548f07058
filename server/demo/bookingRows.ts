// Who booked (customers handed out in order of creation, regulars coming back) and the rows to insert.
import { isPeakSummer } from './calendar';
import type { Clock } from './clock';
import { customerName, type CustomerDraft } from './customers';
import type { Built, GroupBuilt } from './bookings';
import type { Rng } from './random';
import { FEE_PRICES, POLICY, defaultLodgingFor, isCabinLike } from './site';

const REMARKS = [
  'Kommer sent, nyckel i nyckelboxen',
  'Vill ha plats nära lekplatsen',
  'Har betalat via Swish',
  'Stammis – samma plats som förra året',
  'Allergiker, önskar stuga utan husdjur',
  'Husvagn 8,5 m, behöver stor plats',
  'Ringer när de är en timme bort',
  'Barnsäng ska stå i stugan',
  'Firar 40-årsdag, vill ha något extra',
  'Behöver kvitto till företaget',
  'Kund har rabattkort Camping Key',
  'Sen utcheckning kl 14 beviljad',
];
const REQUESTS = [
  'Vi kommer med två barn och en hund. Finns det plats nära stranden?',
  'Vi anländer troligen efter kl. 21, går det bra?',
  'Kan vi få en plats i skuggan?',
  'Vi har en husbil på 7 meter med markis.',
  'Önskar plats bredvid våra vänner (familjen Berg).',
  'Finns det möjlighet att hyra cyklar på plats?',
  'Vi behöver en adapter till elstolpen, kan vi köpa en hos er?',
  'Vår dotter fyller år under vistelsen, finns det tårta i caféet?',
  'Vi har en elbil, finns det laddstolpe?',
  'Hej! Vi är två vuxna och ett barn på 2 år, behöver barnsäng.',
];
const GROUP_OCCASIONS = ['Kusinträff', 'Bröllop', 'Släktträff', 'Vänresa', 'Möhippa', 'Fiskeresa'];
const SOURCES = ['Booking.com', 'Expedia', 'Bookvisit Webb', 'Camping.se'];

export type SeasonPrice = (seasonIndex: number, positionId: number) => number;

export function assignCustomers(
  built: Built[],
  groups: GroupBuilt[],
  customers: CustomerDraft[],
  rng: Rng,
  clock: Clock,
) {
  const orgs = customers.filter((c) => c.isOrg);
  const fresh = {
    true: customers.filter((c) => !c.isOrg && c.domestic),
    false: customers.filter((c) => !c.isOrg && !c.domestic),
  };
  const used: Record<'true' | 'false', CustomerDraft[]> = { true: [], false: [] };
  const next = { true: 0, false: 0 };
  let remainingBookings = built.filter((b) => b.stay.kind !== 'season').length;
  const remainingNew = () => fresh.true.length - next.true + fresh.false.length - next.false;
  const takeNew = (domestic: boolean): CustomerDraft | null => {
    const k = String(domestic) as 'true' | 'false';
    const other = String(!domestic) as 'true' | 'false';
    const key = next[k] < fresh[k].length ? k : next[other] < fresh[other].length ? other : null;
    if (!key) return null;
    const c = fresh[key][next[key]++];
    used[key].push(c);
    return c;
  };
  const returning = (domestic: boolean): CustomerDraft | null => {
    const list =
      used[String(domestic) as 'true' | 'false'].length > 0
        ? used[String(domestic) as 'true' | 'false']
        : used[String(!domestic) as 'true' | 'false'];
    return list.length === 0 ? null : list[Math.floor(rng.next() ** 1.7 * list.length)];
  };
  const pick = (domestic: boolean) => {
    const pNew = remainingNew() / Math.max(1, remainingBookings);
    return (rng.chance(pNew) ? takeNew(domestic) : returning(domestic)) ?? takeNew(domestic) ?? returning(domestic)!;
  };

  const seasonCustomer = new Map<number, CustomerDraft>();
  const groupCustomer = new Map<number, CustomerDraft>();
  const groupMixed = new Map<number, boolean>();
  const result = new Map<Built, CustomerDraft>();
  for (const b of built) {
    let c: CustomerDraft;
    if (b.stay.kind === 'season') {
      const prev = seasonCustomer.get(b.pos.id);
      c = prev && rng.chance(0.85) ? prev : (takeNew(true) ?? returning(true)!);
      seasonCustomer.set(b.pos.id, c);
    } else {
      remainingBookings--;
      if (b.groupId !== null) {
        const g = b.groupId;
        if (!groupCustomer.has(g)) {
          const asOrg = orgs.length > 0 && (b.cat.key === 'room' || rng.chance(0.3));
          groupCustomer.set(g, asOrg ? rng.pick(orgs) : pick(true));
          groupMixed.set(g, !asOrg && rng.chance(0.3));
          c = groupCustomer.get(g)!;
        } else c = groupMixed.get(g) ? pick(true) : groupCustomer.get(g)!;
      } else if (orgs.length > 0 && isCabinLike(b.cat.key) && !isPeakSummer(b.stay.start) && rng.chance(0.08)) {
        c = rng.pick(orgs);
      } else {
        c = pick(!rng.chance(isPeakSummer(b.stay.start) ? 0.5 : 0.15));
      }
    }
    result.set(b, c);
    if (!c.firstUse || b.createdAt < c.firstUse) c.firstUse = b.createdAt;
  }
  // Customer ids in order of creation; those never used were added some time in the last years.
  for (const c of customers) {
    if (!c.firstUse) c.firstUse = clock.at(clock.today - rng.int(1, 900), rng.int(480, 1200));
    else c.firstUse = clock.plus(c.firstUse, -rng.int(1, 600));
  }
  const ordered = [...customers].sort((a, b) => a.firstUse!.getTime() - b.firstUse!.getTime());
  ordered.forEach((c, i) => (c.id = i + 1));
  const groupNames = new Map<number, string>();
  for (const g of groups) {
    const c = groupCustomer.get(g.id);
    if (!c) continue;
    groupNames.set(
      g.id,
      c.isOrg
        ? customerName(c)
        : rng.chance(0.75)
          ? `Familjen ${c.surname}`
          : `${rng.pick(GROUP_OCCASIONS)} ${c.surname}`,
    );
  }
  return { customerOf: result, ordered, groupCustomer, groupNames };
}

export function buildRows(
  built: Built[],
  groups: GroupBuilt[],
  a: ReturnType<typeof assignCustomers>,
  rng: Rng,
  clock: Clock,
  seasonPrice: SeasonPrice,
  seasonIds: number[],
) {
  const today = clock.today;
  const groupPolicy = new Map(groups.map((g) => [g.id, rng.chance(0.7) ? POLICY.standard : POLICY.flexible]));
  const groupRows = groups
    .filter((g) => g.members.length > 0)
    .sort((x, y) => x.id - y.id)
    .map((g) => {
      const customer = a.groupCustomer.get(g.id)!;
      return {
        id: g.id,
        bookingNumber: g.bookingNumber,
        name: a.groupNames.get(g.id) ?? null,
        customerId: customer.id,
        sameCancellationPolicyForAllBookings: true,
        cancellationPolicyId: groupPolicy.get(g.id)!,
        appliedFees: (g.channel === 2 ? { booking_fee: FEE_PRICES.booking_fee } : {}) as Record<string, number>,
        remarks: rng.chance(0.4)
          ? rng.pick([
              'Vill ha platserna bredvid varandra',
              'Faktura till föreningen efter vistelsen',
              'Gemensam grillkväll på lördagen',
              'Ledarna sover i första stugan',
            ])
          : null,
        channelId: g.channel,
        createdAt: g.createdAt,
        updatedAt: g.createdAt,
        deletedAt: null,
      };
    });

  const bookingRows = [];
  const charges = [];
  const cancellations = [];
  let oavslutad = 0;
  for (const b of built) {
    const s = b.stay;
    const c = a.customerOf.get(b)!;
    const nights = s.end - s.start;
    const season = s.kind === 'season';
    const feeOk = (key: 'booking_fee' | 'position_reservation_fee' | 'electricity_fee') => b.cat.fees.includes(key);
    const selected = !season && b.channel === 2 && feeOk('position_reservation_fee') && rng.chance(0.3);
    const adults = Math.min(
      b.cat.maxAdults,
      rng.weighted([
        [1, 15],
        [2, 65],
        [3, 8],
        [4, 12],
      ] as const),
    );
    const children = Math.min(
      b.cat.maxChildren,
      Math.max(0, b.cat.maxGuests - adults),
      adults === 1
        ? 0
        : rng.weighted([
            [0, 55],
            [1, 15],
            [2, 20],
            [3, 10],
          ] as const),
    );
    let cancellationStatus: string | null = null;
    if (s.kind === 'cancelled') {
      cancellationStatus = 'Avslutad';
      if (s.start > today && oavslutad < 2 && b.deletedAt!.getTime() > clock.now.getTime() - 10 * 86_400_000)
        cancellationStatus = ['Oavslutad', 'Inväntar dokument'][oavslutad++];
    }
    const accommodationPrice = season ? seasonPrice(s.season!, b.pos.id) : null;
    const code = b.channel === 4 ? `BV${rng.digits(8)}` : null;
    const times = [b.createdAt, b.confirmedAt, b.checkedInAt, b.checkedOutAt, b.deletedAt].filter(
      (t): t is Date => t !== null,
    );
    const updatedAt = new Date(Math.max(...times.map((t) => t.getTime())));
    bookingRows.push({
      id: b.id,
      bookingNumber: b.bookingNumber,
      type: season ? 'season' : b.groupId !== null ? 'group' : 'regular',
      checkIn: clock.iso(s.start),
      checkOut: clock.iso(s.end),
      checkedInAt: b.checkedInAt,
      checkedOutAt: b.checkedOutAt,
      autoCheckoutAt: null,
      confirmedAt: b.confirmedAt,
      isDraft: s.kind === 'draft',
      draftExpiresAt: b.draftExpiresAt,
      positionId: b.pos.id,
      categoryId: b.cat.id,
      lodgingTypeId: defaultLodgingFor(b.cat, rng.chance(0.22)),
      cancellationPolicyId: season
        ? POLICY.season
        : b.groupId !== null
          ? groupPolicy.get(b.groupId)!
          : rng.chance(0.75)
            ? POLICY.standard
            : POLICY.flexible,
      seasonId: season ? seasonIds[s.season!] : null,
      customerId: c.id,
      bookingGroupId: b.groupId,
      adults,
      children,
      dogs:
        b.cat.key === 'room'
          ? 0
          : rng.weighted([
              [0, 82],
              [1, 15],
              [2, 3],
            ] as const),
      expectedArrivalTime:
        b.expectedArrival === null
          ? null
          : `${String(Math.floor(b.expectedArrival / 60)).padStart(2, '0')}:${String(b.expectedArrival % 60).padStart(2, '0')}`,
      accommodationPrice,
      bookingFee:
        !season && b.groupId === null && !b.dropIn && feeOk('booking_fee') && rng.chance(0.9)
          ? FEE_PRICES.booking_fee
          : null,
      positionReservationFee: selected ? FEE_PRICES.position_reservation_fee : null,
      electricityFee: feeOk('electricity_fee') && rng.chance(0.85) ? FEE_PRICES.electricity_fee : null,
      remarks: rng.chance(0.07) ? rng.pick(REMARKS) : null,
      requests: b.channel === 2 && rng.chance(0.12) ? rng.pick(REQUESTS) : null,
      channelId: b.channel,
      accessDriver: isCabinLike(b.cat.key) && s.end >= today - 60 && s.kind !== 'draft' ? 'tally' : null,
      bookvisitInformation: code
        ? {
            provider: 'Bookvisit',
            channel: rng.pick(SOURCES),
            booked_at: b.createdAt.toISOString(),
            guest_name: customerName(c),
          }
        : null,
      bookvisitBookingCode: code,
      externalSource: code ? 'bookvisit' : null,
      externalReference: code,
      cancellationStatus,
      isCustomerSelectedPosition: selected,
      createdBy: b.createdBy,
      createdAt: b.createdAt,
      updatedAt,
      deletedAt: b.deletedAt,
    });
    const price = season ? accommodationPrice! : nights * b.cat.nightlyPrice;
    // Every ninth regular stay has 10 % off its lodging, so the till sells discounted lodging lines (no rng: the rest stays as it was).
    const discounted = !season && b.groupId === null && nights >= 2 && b.id % 9 === 4;
    charges.push({
      id: b.id,
      bookingId: b.id,
      positionId: b.pos.id,
      start: clock.iso(s.start),
      end: clock.iso(s.end),
      nights,
      price,
      originalPrice: price,
      discountType: discounted ? 'percent' : 'none',
      discountValue: discounted ? 1000 : 0,
      note: null,
      receiptId: null,
      invoiceId: null,
      createdAt: b.createdAt,
      updatedAt: b.createdAt,
      deletedAt: b.deletedAt,
    });
    if (s.kind === 'cancelled') {
      const done = cancellationStatus === 'Avslutad';
      cancellations.push({
        id: cancellations.length + 1,
        bookingId: b.id,
        statusText: cancellationStatus!,
        // The wizard's choice: the policy, or the certificate a waiting document request is for.
        selectedOptionId: cancellationStatus === 'Inväntar dokument' ? 'document' : 'policy',
        approvalRequestedAt: cancellationStatus === 'Inväntar dokument' ? b.deletedAt : null,
        approvedAt: null,
        hasValidDocument: null,
        manualSpecification: null,
        preview: null,
        completedAt: done ? b.deletedAt : null,
        completedPage: done
          ? {
              selected_option_text: 'Avboka enligt avbokningsvillkoren',
              change_description: `Bokning ${b.bookingNumber} avbokades`,
              final_specification: [],
            }
          : null,
        createdAt: b.deletedAt!,
        reversedAt: null,
      });
    }
  }
  return { groupRows, bookingRows, charges, cancellations };
}
