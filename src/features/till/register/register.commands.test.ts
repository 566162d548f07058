// @vitest-environment jsdom
// The till's verbs as tables: a context (with its cart keys) in, availability out; no store is read.
import { describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../../commands/types';

vi.mock('../../../data/api', () => ({ ApiError: class extends Error {}, api: vi.fn() }));

const { tillCommands } = await import('./till.commands');
const { tillExtraCommands } = await import('./tillExtras.commands');
const { availability } = await import('../../../commands/registry');

const line = (over: Record<string, unknown> = {}) =>
  ({
    clientId: 'a',
    productId: 1,
    name: 'Glass',
    quantity: 1000,
    price: 2500,
    originalPrice: 2500,
    discountType: 'none',
    discountValue: 0,
    side: 'left',
    vatRate: 12,
    ...over,
  }) as never;
const method = { id: 1, name: 'Kort', button_text: 'Kort', type: 'card' } as never;
const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  path: '/register',
  level: 'kassor',
  modules: [],
  loggedIn: true,
  focus: { top: 'pane', modal: null, pane: 'register' },
  entity: null,
  selected: null,
  ...over,
});
const cart = (lines: never[], more: Partial<NonNullable<CommandContext['cart']>> = {}) => ({
  lines,
  payBlock: null,
  creditBlock: 'Kunden har inget tillgodo',
  methods: [method],
  ...more,
});
const judge = (id: string, over: Partial<CommandContext>) =>
  availability([...tillCommands, ...tillExtraCommands].find((c) => c.id === id)!, ctx(over));

describe('the till verbs by context', () => {
  it.each<[string, string, Partial<CommandContext>, true | string]>([
    ['quantity', 'register.quantity', { cart: cart([line()]), cartLine: line() }, true],
    ['quantity, no line focused', 'register.quantity', { cart: cart([line()]), cartLine: null }, 'Välj en rad'],
    ['quantity, empty cart', 'register.quantity', { cart: cart([]) }, 'Varukorgen är tom'],
    ['quantity, no cart key', 'register.quantity', {}, 'Varukorgen är tom'],
    [
      'quantity, off the sale screen',
      'register.quantity',
      { path: '/orders', cart: cart([line()]) },
      'Öppna kassan (Försäljning) först',
    ],
    [
      'quantity, no till rights',
      'register.quantity',
      { level: null, cart: cart([line()]) },
      'Kräver behörighet till kassan',
    ],
    ['move all right', 'register.moveAllRight', { cart: cart([line()]) }, true],
    [
      'move all right, all there',
      'register.moveAllRight',
      { cart: cart([line({ side: 'right' })]) },
      'Allt är redan till höger',
    ],
    ['move all left, all there', 'register.moveAllLeft', { cart: cart([line()]) }, 'Allt är redan till vänster'],
    ['park', 'register.park', { cart: cart([line()]) }, true],
    [
      'park, only saved charges',
      'register.park',
      { cart: cart([line({ saved: { id: 1 } })]) },
      'Sparade avgifter finns redan på bokningen',
    ],
    ['pay 1', 'register.pay1', { cart: cart([line()]) }, true],
    [
      'pay 1, paying',
      'register.pay1',
      { cart: cart([line()], { payBlock: 'Betalningen pågår' }) },
      'Betalningen pågår',
    ],
    ['pay 2, no such method', 'register.pay2', { cart: cart([line()]) }, 'Ingen betalningsmetod på den platsen'],
    ['credit, none', 'register.useCredit', { cart: cart([line()]) }, 'Kunden har inget tillgodo'],
    ['credit', 'register.useCredit', { cart: cart([line()], { creditBlock: null }) }, true],
    ['discount on all', 'register.discountAll', { cart: cart([line()]) }, true],
    ['barcode anywhere', 'register.barcode', { path: '/bookings' }, true],
  ])('%s', (_name, id, over, expected) => {
    expect(judge(id, over)).toBe(expected);
  });
});
