import { forwardRef, type KeyboardEvent } from 'react';
import { executeCommand } from '../../../commands/registry';
import { formatStockholm } from '../../../domain/dates';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { chargeTotalOre, chargeUnitOre, formatQuantity, orderTotalOre, krText, type ParkedOrder } from './ordersData';
import * as s from './orders.css';

export const formatWhen = (iso: string) => formatStockholm(new Date(iso), 'd MMM HH:mm');

const run =
  (id: string, orderId: number, args: Record<string, unknown> = {}) =>
  () => {
    void executeCommand(id, { id: orderId, ...args }, 'button');
  };

/**
 * The opened order: its charges and the verbs. Escape gives the keyboard back to the list row
 * (`onBack`); the region is where Enter on a row puts the focus.
 */
export const OrderDetail = forwardRef<HTMLElement, { order: ParkedOrder; onBack: () => void }>(function OrderDetail(
  { order, onBack },
  ref,
) {
  const headingId = `order-${order.id}-title`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      e.stopPropagation();
      onBack();
    }
  };
  return (
    <section
      ref={ref}
      className={s.detail}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-order-detail={order.id}
    >
      <h2 id={headingId} className={s.detailTitle} tabIndex={-1}>
        {order.name}
      </h2>
      <p className={s.muted}>
        Skapad {formatWhen(order.created_at)} · Uppdaterad {formatWhen(order.updated_at)}
      </p>
      <div className={s.actions} role="toolbar" aria-label={`Åtgärder för ${order.name}`}>
        <CommandButton variant="primary" command="orders.open" args={{ id: order.id }} />
        <CommandButton command="orders.rename" args={{ id: order.id }} />
        <CommandButton command="orders.split" args={{ id: order.id, mode: 'even' }} />
        <Button onPress={run('orders.split', order.id, { mode: 'manual' })}>Dela manuellt</Button>
        <CommandButton command="orders.delete" args={{ id: order.id }} />
      </div>
      <table className={s.table} aria-label={`Varor på ${order.name}`}>
        <thead>
          <tr>
            <th className={s.th}>Vara</th>
            <th className={s.thNum}>Antal</th>
            <th className={s.thNum}>Pris</th>
            <th className={s.thNum}>Summa</th>
          </tr>
        </thead>
        <tbody>
          {order.charges.length === 0 ? (
            <tr>
              <td className={s.td} colSpan={4}>
                Det finns inga avgifter att visa
              </td>
            </tr>
          ) : (
            order.charges.map((c) => (
              <tr key={c.id}>
                <td className={s.td}>{c.caption || c.product?.name}</td>
                <td className={s.tdNum}>{formatQuantity(c.quantity)}</td>
                <td className={s.tdNum}>{krText(chargeUnitOre(c))}</td>
                <td className={s.tdNum}>{krText(chargeTotalOre(c))}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <td className={s.total} colSpan={3}>
              Totalt
            </td>
            <td className={s.total}>{krText(orderTotalOre(order))}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
});
