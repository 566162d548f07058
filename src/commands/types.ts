import type { BookingTimes } from '../domain/bookingState';
import type { ContextKeys } from './contextKeys';
import type { FocusState } from './focusStack';

export type CommandSource = 'palette' | 'hotkey' | 'button' | 'scan' | 'url';
export type EntityType = 'booking' | 'customer' | 'position' | 'product' | 'booking_group';

/**
 * Where a command may fire from a key: 'global' when no modal is open, 'pane' when its pane has
 * focus, 'modal' inside its modal, 'always' everywhere (ctrl+K).
 */
export type CommandScope = 'global' | 'pane' | 'modal' | 'always';

/**
 * The row a list has selected. A booking row carries its state fields, so the verbs judge a
 * booking the console has not loaded by the state the list shows (a checked-out row offers no
 * 'Checka in').
 */
export interface Selection {
  type: EntityType;
  id: number;
  booking?: BookingTimes;
}

/** What the console itself knows: the route, the user, the keyboard, the palette page, the list row. */
export interface BaseContext {
  path: string;
  level: string | null;
  modules: string[];
  loggedIn: boolean;
  focus: FocusState;
  /** Set on an entity's verb page in the palette. */
  entity: { type: EntityType; id: number } | null;
  /** The row a list has selected (src/data/selection.ts). */
  selected: Selection | null;
}

/**
 * One typed snapshot of everything a `when` may look at: the base and the keys panes contribute
 * (src/commands/contextKeys.ts). A key nobody contributes is absent.
 */
export type CommandContext = BaseContext & Partial<ContextKeys>;

// biome-ignore lint/suspicious/noExplicitAny: a list of commands holds every argument type; each descriptor is typed where it is defined
export interface CommandDescriptor<A = any> {
  /** area.verbNoun, unique: registering twice throws. */
  id: string;
  title: string;
  /** A shorter text for its button where the screen already says what it acts on; defaults to the title. */
  label?: string;
  group: string;
  keywords?: string[];
  /** One string, matched and shown: 'mod+k', 'alt+i', '?' (how each is matched: hotkeyMatch.ts). */
  hotkey?: string;
  scope?: CommandScope;
  /** With scope 'pane' or 'modal': the pane or modal id it belongs to. */
  owner?: string;
  /** The screen (a path, and the paths under it) the key belongs to: it fires nowhere else. */
  screen?: string;
  /** Verbs of an entity appear on its palette page. */
  entity?: EntityType;
  /** True when the command may run; a string is the reason it may not (shown disabled). */
  when?: (ctx: CommandContext) => boolean | string;
  run: (ctx: CommandContext, args?: A) => void | Promise<void>;
  /** Not listed in the palette (e.g. Escape handlers). */
  hidden?: boolean;
}
