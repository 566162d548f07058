// Availability for a stay: one query judges every position at once (never one per position), and the
// categories are counted from the same rows. The rules and texts are src/domain/availability.ts.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookingGroups, bookings, categories, positionBlockPositions, positionBlocks, positions } from '../db/schema';
import type { ServiceContext } from '../http/serviceContext';
import { forbidden, notFound } from '../http/errors';
import { activeStayCondition, stayOverlaps } from '../bookings/activeStays';
import { judgeCategory, judgePosition, type Party, type PositionFacts } from '../../src/domain/availability';
import type { AvailabilityQuery, CategoryAvailability, PositionAvailability } from '../../src/contracts/availability';

/** Booking features exist only with the PMS module (bookings.md 1, 6); the console hides them, the server refuses. */
export function requirePms(ctx: ServiceContext) {
  if (!ctx.actor.user.modules.includes('PMS')) throw forbidden('Bokningar kräver modulen PMS.');
}

interface PositionRow extends PositionFacts {
  id: number;
  category_id: number;
}

/**
 * The positions of the booking (or group) being edited: they are listed even when deleted since, so
 * the form names the problem instead of 'Något gick fel - välj en annan plats'. An unknown id is a 404.
 */
async function editedPositions(db: DbOrTx, q: AvailabilityQuery): Promise<number[]> {
  if (q.booking_id == null && q.booking_group_id == null) return [];
  const rows = await db
    .select({ id: bookings.id, positionId: bookings.positionId, groupId: bookings.bookingGroupId })
    .from(bookings)
    .where(
      or(
        q.booking_id != null ? eq(bookings.id, q.booking_id) : undefined,
        q.booking_group_id != null ? eq(bookings.bookingGroupId, q.booking_group_id) : undefined,
      ),
    );
  if (q.booking_id != null && !rows.some((r) => r.id === q.booking_id)) throw notFound('Bokningen finns inte.');
  if (q.booking_group_id != null && !rows.some((r) => r.groupId === q.booking_group_id)) {
    // A group whose bookings are all gone still exists: asked only then.
    const [group] = await db
      .select({ id: bookingGroups.id })
      .from(bookingGroups)
      .where(eq(bookingGroups.id, q.booking_group_id))
      .limit(1);
    if (!group) throw notFound('Bokningsgruppen finns inte.');
  }
  return rows.flatMap((r) => (r.positionId == null ? [] : [r.positionId]));
}

/** The edited booking and group never block themselves. */
function notEdited(q: AvailabilityQuery): SQL[] {
  const out: SQL[] = [];
  if (q.booking_id != null) out.push(sql`${bookings.id} <> ${q.booking_id}`);
  if (q.booking_group_id != null) out.push(sql`${bookings.bookingGroupId} is distinct from ${q.booking_group_id}`);
  return out;
}

/** One position as the statement writes it: [id, category_id, deleted, max_guests, stay, block]. */
type FactsTuple = [
  number,
  number,
  boolean,
  number,
  [bookingNumber: string, checkIn: string, checkOut: string] | null,
  [closingDate: string, openingDate: string, reason: string | null] | null,
];

/**
 * Every position that is not deleted (plus `include`), with its category's guest limit, the first
 * active stay and the first block sharing a night with the stay, in map order. One statement: the
 * overlapping stays are one read of bookings_stay_nights_idx (migration 0011: the held stays' nights,
 * ~1,200 rows for a summer week on the large tenant), hashed by position and joined to the positions,
 * never a lookup per position. The answer leaves the database as one JSON text of compact tuples:
 * 1,249 rows of ten columns through PGlite's wire parser, the worker's message and drizzle's row
 * mapping cost more than the query itself (bench/availability.bench.ts).
 */
export async function positionFacts(
  db: DbOrTx,
  q: AvailabilityQuery,
  now: Date,
  include: number[] = [],
): Promise<PositionRow[]> {
  const stays = db.$with('overlapping_stays').as(
    db
      .selectDistinctOn([bookings.positionId], {
        positionId: bookings.positionId,
        bookingNumber: bookings.bookingNumber,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .where(and(stayOverlaps(q.check_in, q.check_out), activeStayCondition(now), ...notEdited(q)))
      .orderBy(bookings.positionId, bookings.checkIn, bookings.id),
  );
  const blocks = db.$with('overlapping_blocks').as(
    db
      .selectDistinctOn([positionBlockPositions.positionId], {
        positionId: positionBlockPositions.positionId,
        closingDate: positionBlocks.closingDate,
        openingDate: positionBlocks.openingDate,
        reason: positionBlocks.reason,
      })
      .from(positionBlockPositions)
      .innerJoin(positionBlocks, eq(positionBlocks.id, positionBlockPositions.positionBlockId))
      .where(
        and(
          isNull(positionBlocks.deletedAt),
          lt(positionBlocks.closingDate, q.check_out),
          gt(positionBlocks.openingDate, q.check_in),
        ),
      )
      .orderBy(positionBlockPositions.positionId, positionBlocks.closingDate, positionBlocks.id),
  );
  // Dates inside JSON are always ISO 'YYYY-MM-DD', whatever the session's DateStyle.
  const facts = sql<string | null>`json_agg(json_build_array(
      ${positions.id}, ${positions.categoryId}, ${positions.deletedAt} is not null, ${categories.maxGuests},
      case when ${stays.positionId} is not null
        then json_build_array(${stays.bookingNumber}, ${stays.checkIn}, ${stays.checkOut}) end,
      case when ${blocks.positionId} is not null
        then json_build_array(${blocks.closingDate}, ${blocks.openingDate}, ${blocks.reason}) end
    ) order by ${positions.displayOrder}, ${positions.id})::text`;
  const [row] = await db
    .with(stays, blocks)
    .select({ facts })
    .from(positions)
    .innerJoin(categories, eq(categories.id, positions.categoryId))
    .leftJoin(stays, eq(stays.positionId, positions.id))
    .leftJoin(blocks, eq(blocks.positionId, positions.id))
    .where(
      include.length ? or(isNull(positions.deletedAt), inArray(positions.id, include)) : isNull(positions.deletedAt),
    );
  const tuples: FactsTuple[] = row?.facts ? JSON.parse(row.facts) : [];
  return tuples.map(([id, categoryId, deleted, maxGuests, stay, block]) => ({
    id,
    category_id: categoryId,
    deleted,
    max_guests: maxGuests,
    stay: stay ? { booking_number: stay[0], check_in: stay[1], check_out: stay[2] } : null,
    block: block ? { closing_date: block[0], opening_date: block[1], reason: block[2] } : null,
  }));
}

const party = (q: AvailabilityQuery): Party => ({ occupancy: q.occupancy, dogs: q.dogs });

/** GET positions/availability: every position for the stay, in map order. */
export async function positionsAvailability(ctx: ServiceContext, q: AvailabilityQuery, db: DbOrTx = ctx.db) {
  const include = await editedPositions(db, q);
  const rows = await positionFacts(db, q, ctx.now, include);
  const who = party(q);
  const out: PositionAvailability[] = rows.map((r) => ({ position_id: r.id, ...judgePosition(r, who) }));
  return { check_in: q.check_in, check_out: q.check_out, positions: out };
}

/** GET categories/availability: every category that is not deleted, counted from the same judgement. */
export async function categoriesAvailability(ctx: ServiceContext, q: AvailabilityQuery, db: DbOrTx = ctx.db) {
  // The edited booking's id still matters (its stay frees its position); its deleted position is not counted.
  await editedPositions(db, q);
  const [cats, rows] = await Promise.all([
    db
      .select({ id: categories.id, maxGuests: categories.maxGuests })
      .from(categories)
      .where(isNull(categories.deletedAt))
      .orderBy(asc(categories.displayOrder), asc(categories.id)),
    positionFacts(db, q, ctx.now),
  ]);
  const who = party(q);
  const byCategory = new Map<number, (ReturnType<typeof judgePosition> & { deleted: boolean })[]>();
  for (const r of rows) {
    const list = byCategory.get(r.category_id) ?? [];
    list.push({ ...judgePosition(r, who), deleted: r.deleted });
    byCategory.set(r.category_id, list);
  }
  const out: CategoryAvailability[] = cats.map((c) => ({
    category_id: c.id,
    ...judgeCategory(c.maxGuests, byCategory.get(c.id) ?? [], who),
  }));
  return { check_in: q.check_in, check_out: q.check_out, categories: out };
}
