import type { charges, products, registers } from '../db/schema';
import { lineSale } from '../sales/pricing';
import { todayInStockholm } from '../../src/domain/dates';
import type { Charge, Product } from '../../src/contracts/till';
import type { RegisterDay } from '../../src/contracts/register';

export function serializeProduct(p: typeof products.$inferSelect): Product {
  return {
    id: p.id,
    name: p.name,
    barcode: p.barcode,
    price: p.price,
    deposit_price: p.depositPrice,
    gui_color: p.guiColor,
    is_bulk: p.isBulk ? 1 : 0,
    product_group_id: p.productGroupId,
    unit_id: p.unitId,
    requires_delivery_date: p.requiresDeliveryDate,
    is_accommodation: p.isAccommodation,
  };
}

export function serializeCharge(c: typeof charges.$inferSelect, product: typeof products.$inferSelect): Charge {
  return {
    id: c.id,
    client_id: c.clientId,
    booking_id: c.bookingId,
    parked_order_id: c.parkedOrderId,
    product: { id: product.id, name: product.name, gui_color: product.guiColor },
    product_id: c.productId,
    position_id: c.positionId,
    quantity: c.quantity,
    price: c.price,
    original_price: c.originalPrice,
    note: c.note,
    caption: c.caption,
    delivery_date: c.deliveryDate,
    start: c.start,
    end: c.end,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    status: c.status,
    // After discount: what the till and an invoice sell the line for.
    total: lineSale(c.price, c.quantity, c.discountType, c.discountValue, c.originalPrice),
    is_tally_charge: c.isTallyCharge,
    is_bookvisit_charge: c.isBookvisitCharge,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function serializeRegister(
  r: typeof registers.$inferSelect,
  today: string,
  workstationId: number | null,
): Omit<RegisterDay, 'grand_total_sales' | 'grand_total_returns' | 'last_receipt_serial' | 'warnings' | 'reports'> & {
  reports: never[];
} {
  const openedDay = r.openedAt ? todayInStockholm(r.openedAt) : null;
  return {
    id: r.id,
    name: r.name,
    legal_name: r.legalName,
    org_number: r.orgNumber,
    address: r.address,
    opened_at: r.openedAt ? r.openedAt.toISOString() : null,
    is_registered: r.isRegistered,
    is_assigned_to_workstation: workstationId != null && r.workstationId === workstationId,
    workstation_id: r.workstationId,
    control_unit_manufacturer_id: r.controlUnitManufacturerId,
    current_control_unit: {
      manufacturer_id: r.controlUnitManufacturerId,
      requires_client_signature: r.requiresClientSignature,
    },
    printer_port: r.printerPort,
    // Opened on an earlier day and never closed: the 'did not close' warning.
    did_not_close: openedDay != null && openedDay < today,
    reports: [],
  };
}
