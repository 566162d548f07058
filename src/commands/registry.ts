import { snapshotKeys } from './contextKeys';
import type { BaseContext, CommandContext, CommandDescriptor, CommandSource } from './types';

const commands = new Map<string, CommandDescriptor>();
const listeners = new Set<() => void>();
let contextProvider: () => BaseContext = () => {
  throw new Error('command context not installed');
};

// biome-ignore lint/suspicious/noExplicitAny: a list of commands holds every argument type; each descriptor is typed where it is defined
export function defineCommand<A = any>(c: CommandDescriptor<A>): CommandDescriptor<A> {
  return c;
}

/** Registers descriptors; a duplicate id is a programming error and throws. Returns an unregister. */
export function registerCommands(list: CommandDescriptor[]): () => void {
  for (const c of list) {
    if (commands.has(c.id)) throw new Error(`Command ${c.id} is registered twice`);
  }
  for (const c of list) commands.set(c.id, c);
  listeners.forEach((l) => l());
  return () => {
    for (const c of list) if (commands.get(c.id) === c) commands.delete(c.id);
    listeners.forEach((l) => l());
  };
}

export const allCommands = () => [...commands.values()];
export const getCommand = (id: string) => commands.get(id);
export function onCommandsChanged(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function installContextProvider(p: () => BaseContext) {
  contextProvider = p;
}
/** The context of one judgement (a key press, the palette's render, the cheat sheet). */
export const currentContext = (over?: Partial<BaseContext>) => snapshotKeys({ ...contextProvider(), ...over });

/** true, or the reason (a string, possibly empty) why the command cannot run now. */
export function availability(c: CommandDescriptor, ctx: CommandContext): true | string {
  if (!c.when) return true;
  const r = c.when(ctx);
  return r === true ? true : typeof r === 'string' ? r : '';
}

/** The context a command is judged and run in: a verb run for a named entity (a row's button, a palette page) is judged against that entity. */
export function contextFor(
  c: CommandDescriptor,
  args?: unknown,
  ctxOverride?: Partial<CommandContext>,
): CommandContext {
  const base: BaseContext = { ...contextProvider(), ...ctxOverride };
  const argId = (args as { id?: unknown } | undefined)?.id;
  if (c.entity && argId != null && Number.isInteger(Number(argId)) && !ctxOverride?.entity)
    base.entity = { type: c.entity, id: Number(argId) };
  return { ...snapshotKeys(base), ...ctxOverride };
}

export interface ExecutionRecord {
  id: string;
  source: CommandSource;
  at: number;
  args?: unknown;
}
const executed = new Set<(r: ExecutionRecord) => void>();
export function onExecuted(l: (r: ExecutionRecord) => void) {
  executed.add(l);
  return () => {
    executed.delete(l);
  };
}

/** The one way every palette row, hotkey, button and scan runs a command. */
export async function executeCommand(
  id: string,
  args?: unknown,
  source: CommandSource = 'button',
  ctxOverride?: Partial<CommandContext>,
): Promise<boolean> {
  const c = commands.get(id);
  if (!c) {
    console.warn(`Unknown command ${id}`);
    return false;
  }
  const ctx = contextFor(c, args, ctxOverride);
  if (availability(c, ctx) !== true) return false;
  executed.forEach((l) => l({ id, source, at: Date.now(), args }));
  // Browser journeys (tests/e2e/swedishKeys.spec.ts) define this list before the console runs; nobody else does.
  (globalThis as { __executedCommands?: string[] }).__executedCommands?.push(`${source}:${id}`);
  await c.run(ctx, args);
  return true;
}
