import type { positions } from '../db/schema';
import type { Position } from '../../src/contracts/catalog';

export function serializePosition(p: typeof positions.$inferSelect): Position {
  return {
    id: p.id,
    name: p.name,
    full_name: p.fullName,
    map_name: p.mapName,
    category_id: p.categoryId,
    map_x: p.mapX,
    map_y: p.mapY,
    width: p.width,
    height: p.height,
    border_radius: p.borderRadius,
    display_order: p.displayOrder,
    remarks: p.remarks,
    has_electricity: p.hasElectricity,
    deleted_at: p.deletedAt ? p.deletedAt.toISOString() : null,
  };
}
