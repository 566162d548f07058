import { isNull, sql } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import {
  layoutButtons,
  layoutTabs,
  paymentMethodAccounts,
  paymentMethods,
  paymentMethodWorkstations,
  productGroups,
  products,
  tallyCards,
} from '../db/schema';
import { rateOn, vatRatesOn } from './vat';
import { serializeProduct } from './serialize';
import * as C from '../../src/contracts/till';

export function registerTillRoutes(r: TenantRouter) {
  r.get('products', { permission: 'till', response: C.products.response }, async (ctx) => ({
    products: (await ctx.db.select().from(products).where(isNull(products.deletedAt)).orderBy(products.name)).map(
      serializeProduct,
    ),
  }));

  r.get('product-groups', { permission: 'till', response: C.productGroups.response }, async (ctx) => {
    const [groups, rates, prods] = await Promise.all([
      ctx.db
        .select()
        .from(productGroups)
        .where(isNull(productGroups.deletedAt))
        .orderBy(productGroups.displayOrder, productGroups.id),
      vatRatesOn(ctx.db, ctx.today),
      ctx.db
        .select({ id: products.id, groupId: products.productGroupId })
        .from(products)
        .where(isNull(products.deletedAt)),
    ]);
    return {
      product_groups: groups.map((g) => {
        const rate = rateOn(rates, g.vatCode, ctx.today);
        return {
          id: g.id,
          name: g.name,
          kind: g.kind,
          display_order: g.displayOrder,
          tax_name: rate?.name ?? g.vatCode,
          vat_code: g.vatCode,
          vat_rate: rate?.rate ?? null,
          products: prods.filter((p) => p.groupId === g.id).map((p) => p.id),
        };
      }),
    };
  });

  r.get('layouts/tabs', { permission: 'till', response: C.layoutTabs.response }, async (ctx) => {
    const [tabs, buttons] = await Promise.all([
      ctx.db
        .select()
        .from(layoutTabs)
        .where(isNull(layoutTabs.deletedAt))
        .orderBy(layoutTabs.displayOrder, layoutTabs.id),
      ctx.db.select().from(layoutButtons).orderBy(layoutButtons.row, layoutButtons.column),
    ]);
    return {
      layout_tabs: tabs.map((t) => ({
        id: t.id,
        name: t.name,
        display_order: t.displayOrder,
        is_pinned: t.isPinned,
        product_layout_buttons: buttons
          .filter((b) => b.productLayoutTabId === t.id)
          .map((b) => ({
            id: b.id,
            product_layout_tab_id: b.productLayoutTabId,
            parent_button_id: b.parentButtonId,
            row: b.row,
            column: b.column,
            type: b.type,
            color: b.color,
            text: b.text,
            product_id: b.productId,
          })),
      })),
    };
  });

  r.get('payment-methods', { permission: 'till', response: C.paymentMethods.response }, async (ctx) => {
    const [methods, accounts, links] = await Promise.all([
      ctx.db
        .select()
        .from(paymentMethods)
        .where(isNull(paymentMethods.deletedAt))
        .orderBy(paymentMethods.displayOrder, paymentMethods.id),
      ctx.db.select().from(paymentMethodAccounts),
      ctx.db.select().from(paymentMethodWorkstations),
    ]);
    return {
      payment_methods: methods.map((m) => ({
        id: m.id,
        gateway: m.gateway,
        name: m.name,
        button_text: m.buttonText,
        icon_class_name: m.iconClassName,
        gui_color: m.guiColor,
        default_gui_color: m.defaultGuiColor,
        settings_description: m.settingsDescription,
        allow_user_activation: m.allowUserActivation,
        rounds_to_kronor: m.roundsToKronor,
        display_order: m.displayOrder,
        workstation_ids: links.filter((l) => l.paymentMethodId === m.id).map((l) => l.workstationId),
        accounts: accounts
          .filter((a) => a.paymentMethodId === m.id)
          .map((a) => ({ id: a.id, account_number: a.accountNumber, name: a.name })),
      })),
    };
  });

  // GET register lives in server/register, GET parked-orders in server/parkedOrders.

  r.get('tally/activecards', { permission: 'readBookings', response: C.tallyCards.response }, async (ctx) => ({
    cards: (
      await ctx.db
        .select()
        .from(tallyCards)
        .where(isNull(tallyCards.removedAt))
        .orderBy(sql`${tallyCards.createdAt} desc nulls first`)
    ).map((c) => ({
      card_uid: c.cardUid,
      booking_id: c.bookingId,
      created_at: c.createdAt ? c.createdAt.toISOString() : null,
    })),
  }));
}
