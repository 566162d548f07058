import { defineCommand } from '../../../commands/registry';
import type { CommandDescriptor } from '../../../commands/types';
import { guard, loggedIn, role } from '../../../commands/guards';
import { CREATE_PRODUCT_PERMISSION } from '../../../domain/permissions';
import { isSaleScreen } from '../register/addFlow';
import { openProductForm } from './productFormStore';

/** 'Skapa ny produkt' (money.md 2) from the palette: an empty form; on the register the product then goes into the cart. */
export const productCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'product.create',
    title: 'Skapa ny produkt',
    group: 'Kassa',
    keywords: ['ny produkt', 'ny vara', 'lägg till produkt', 'artikel'],
    when: guard(
      loggedIn('Kräver behörighet till kassan'),
      role(CREATE_PRODUCT_PERMISSION, 'Kräver behörighet till kassan'),
    ),
    run: (ctx) => openProductForm({ afterSave: isSaleScreen(ctx.path) ? 'cart' : 'none' }),
  }),
];
