// What the orders.* commands do: rename (with the merge offer), split, delete, open in the till.
import { api, ApiError } from '../../../data/api';
import { askInput, confirmAction } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import { navigate } from '../../../navigation/navigation';
import {
  findOrder,
  isNotFound,
  ORDER_TEXTS,
  removeOrderLocally,
  showFailure,
  takenOrderId,
  upsertOrders,
  type ParkedOrder,
} from './ordersData';
import { requestOrderFocus, split$, type SplitMode } from './ordersUi';

export const FLOW_TEXTS = {
  renameHeader: 'Byt namn på nota',
  nameLabel: 'Namn',
  mergeHeader: 'Slå ihop notor',
  merge: (name: string) => `Det finns redan en nota med namnet ${name}. Vill du slå ihop notorna?`,
  mergeLabel: 'Slå ihop',
  renamed: (name: string) => `Notan heter nu ${name}`,
  merged: (name: string) => `Notorna har slagits ihop till ${name}`,
  deleteHeader: 'Ta bort nota',
  deleteBody: (name: string) => `Vill du ta bort notan ${name}? Varorna på notan tas också bort.`,
  deleteLabel: 'Ta bort',
  deleted: (name: string) => `Notan ${name} har tagits bort`,
} as const;

/** An order gone on the server: say so once and drop it here too. */
function gone(id: number) {
  removeOrderLocally(id);
  showSnackbar('error', ORDER_TEXTS.notFound);
}

/** 'Öppna i kassan': the till loads the order named in its URL (?order=id). */
export function openOrderInRegister(id: number) {
  navigate({ to: '/register', search: { order: id } });
}

export async function renameOrder(id: number): Promise<void> {
  const order = findOrder(id);
  if (!order) {
    gone(id);
    return;
  }
  const typed = await askInput({
    header: FLOW_TEXTS.renameHeader,
    label: FLOW_TEXTS.nameLabel,
    prefilledValue: order.name,
    maxLength: 100,
    validate: (v) => (v.trim() ? null : ORDER_TEXTS.nameRequired),
  });
  const name = typed?.trim();
  if (!name || name === order.name) return;
  try {
    const d = await api<{ parked_order: ParkedOrder }>('POST', 'parked-orders/update-order-name', {
      body: { id, name },
      silent: true,
    });
    upsertOrders([d.parked_order]);
    showSnackbar('success', FLOW_TEXTS.renamed(d.parked_order.name));
    requestOrderFocus(id);
  } catch (e) {
    if (isNotFound(e)) {
      gone(id);
      return;
    }
    if (!(e instanceof ApiError && e.code === 'order_name_exists' && takenOrderId(e))) {
      showFailure(e);
      return;
    }
    const into = Number(takenOrderId(e));
    const merge = await confirmAction({
      header: FLOW_TEXTS.mergeHeader,
      body: FLOW_TEXTS.merge(name),
      confirmLabel: FLOW_TEXTS.mergeLabel,
    });
    if (!merge) return;
    try {
      const d = await api<{ parked_order: ParkedOrder; removed_parked_order_id: number }>(
        'POST',
        'parked-orders/update-order-name',
        {
          body: { id, name, merge_into: into },
          silent: true,
        },
      );
      removeOrderLocally(id);
      upsertOrders([d.parked_order]);
      showSnackbar('success', FLOW_TEXTS.merged(d.parked_order.name));
      requestOrderFocus(d.parked_order.id);
    } catch (e2) {
      showFailure(e2);
    }
  }
}

/** Deleting: an order already deleted (or never there) counts as done and leaves the list too. */
export async function deleteOrder(id: number): Promise<void> {
  const order = findOrder(id);
  const name = order?.name ?? `#${id}`;
  const ok = await confirmAction({
    header: FLOW_TEXTS.deleteHeader,
    body: FLOW_TEXTS.deleteBody(name),
    confirmLabel: FLOW_TEXTS.deleteLabel,
  });
  if (!ok) return;
  try {
    await api('DELETE', 'parked-orders/delete', { body: { id }, silent: true });
  } catch (e) {
    if (!isNotFound(e)) {
      showFailure(e);
      return;
    }
  }
  removeOrderLocally(id);
  showSnackbar('success', FLOW_TEXTS.deleted(name));
}

export function startSplit(id: number, mode: SplitMode = 'even') {
  if (!findOrder(id)) {
    gone(id);
    return;
  }
  split$.set({ orderId: id, mode });
}

/** Runs a split call; the server answers the orders it touched. Returns an error text, or null when done. */
export async function submitSplit(
  body: { id: number; parts: number } | { id: number; charges: { id: number; quantity: number }[] },
): Promise<string | null> {
  const path = 'parts' in body ? 'parked-orders/split-order-evenly' : 'parked-orders/split-order-manually';
  try {
    const d = await api<{ parked_orders: ParkedOrder[] }>('POST', path, { body, silent: true });
    upsertOrders(d.parked_orders);
    showSnackbar('success', `Notan har delats i ${d.parked_orders.length} notor`);
    split$.set(null);
    requestOrderFocus(body.id);
    return null;
  } catch (e) {
    if (isNotFound(e)) {
      split$.set(null);
      gone(body.id);
      return null;
    }
    if (e instanceof ApiError && e.status !== 0 && e.status !== 401) {
      const first = Object.values(e.fieldErrors)[0]?.[0];
      return first ?? (e.message || `Ett oväntat fel inträffade. Felkod: ${e.status}`);
    }
    return 'Ett oväntat fel inträffade';
  }
}
