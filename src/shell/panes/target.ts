import type { CommandContext, EntityType } from '../../commands/types';
import { openPaneId, topPane, type PaneParam } from './open';

export type IdArgs = { id?: number } | undefined;

/** A pane of the stack: its kind and its entity. */
export interface PaneKey {
  param: PaneParam;
  id: number;
}

declare module '../../commands/contextKeys' {
  interface ContextKeys {
    /** The top pane of the stack. */
    pane: PaneKey | null;
    /** Every open pane, bottom first. */
    panes: PaneKey[];
  }
}

const PARAM_OF: Partial<Record<EntityType, PaneParam>> = {
  booking: 'booking',
  customer: 'customer',
  booking_group: 'group',
};

/**
 * The entity a verb acts on: its args (palette page, buttons), the palette's entity, the top
 * pane when a pane has the keyboard, the row a list has selected, then any open pane of that type.
 */
export function entityTarget(type: EntityType, ctx: CommandContext, args?: IdArgs): number | null {
  if (args?.id != null) return Number(args.id);
  if (ctx.entity?.type === type) return ctx.entity.id;
  const param = PARAM_OF[type];
  const top = topPane();
  if (param && ctx.focus.pane === 'entity' && top?.param === param) return top.id;
  if (ctx.selected?.type === type) return ctx.selected.id;
  return param ? openPaneId(param) : null;
}
