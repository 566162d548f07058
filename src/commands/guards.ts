// Composable rules for `when`: each is a pure function of the context; guard() returns true or the first reason.
import { can, type Permission } from '../domain/permissions';
import type { ContextKeys } from './contextKeys';
import type { CommandContext } from './types';

/** true, or why not: a Swedish reason, or false for a command that is simply absent (no reason shown). */
export type Rule = (ctx: CommandContext) => boolean | string;

/** All rules in order: true when every one holds, else the first one's answer. */
export const guard =
  (...rules: Rule[]): Rule =>
  (ctx) => {
    for (const r of rules) {
      const v = r(ctx);
      if (v !== true) return v;
    }
    return true;
  };

/** Logged in; without a reason the command is absent when logged out. */
export const loggedIn =
  (reason: string | false = false): Rule =>
  (ctx) =>
    ctx.loggedIn || reason;
/** The licence includes the module ('PMS'). */
export const hasModule =
  (name: string, reason: string | false = `Kräver ${name}`): Rule =>
  (ctx) =>
    ctx.modules.includes(name) || reason;
/** The user's level grants the permission. */
export const role =
  (permission: Permission, reason: string | false): Rule =>
  (ctx) =>
    can(ctx.level ?? '', permission) || reason;
/** The route shown is exactly `path`. */
export const onPath =
  (path: string, reason: string | false): Rule =>
  (ctx) =>
    ctx.path === path || reason;
/** The route shown passes the test (e.g. a screen and the paths under it). */
export const onRoute =
  (test: (path: string) => boolean, reason: string | false): Rule =>
  (ctx) =>
    test(ctx.path) || reason;
/** The pane (focus stack id) has the keyboard. */
export const inPane =
  (pane: string, reason: string | false): Rule =>
  (ctx) =>
    ctx.focus.pane === pane || reason;
/** A contributed key is present (not absent, not null). */
export const hasKey =
  (key: keyof ContextKeys, reason: string | false): Rule =>
  (ctx) =>
    ctx[key] != null || reason;
