import { useMemo } from 'react';
import { useValue } from '@legendapp/state/react';
import { ui$ } from '../data/ui';
import { Dialog } from '../ui/Dialog';
import { Kbd } from '../ui/Kbd';
import { inScope } from './keys';
import { allCommands, availability, currentContext } from './registry';
import * as s from './cheatSheet.css';

/** '?': every command that has a hotkey, by group, from the same descriptors that bind the keys. */
export function CheatSheet() {
  const open = useValue(ui$.cheatSheetOpen);
  const groups = useMemo(() => {
    const m = new Map<string, { id: string; title: string; hotkey: string }[]>();
    if (!open) return [];
    const { focus } = currentContext();
    // Judged as under the sheet (a modal itself): only keys that fire on this screen, in this pane, for this user.
    const below = currentContext({
      focus: { top: focus.pane ? ('pane' as const) : ('global' as const), modal: null, pane: focus.pane },
    });
    for (const c of allCommands()) {
      if (!c.hotkey || !inScope(c, below) || availability(c, below) !== true) continue;
      (m.get(c.group) ?? m.set(c.group, []).get(c.group)!).push({ id: c.id, title: c.title, hotkey: c.hotkey });
    }
    return [...m.entries()].sort(([a], [b]) => a.localeCompare(b, 'sv'));
  }, [open]);
  return (
    <Dialog title="Kortkommandon" isOpen={open} onClose={() => ui$.cheatSheetOpen.set(false)} width={720}>
      <p className={s.lead}>
        Tryck <Kbd hotkey="mod+k" /> för att nå allt annat från kommandopaletten.
      </p>
      <div className={s.columns}>
        {groups.map(([group, list]) => (
          <section key={group} aria-labelledby={`cs-${group}`}>
            <h3 id={`cs-${group}`} className={s.heading}>
              {group}
            </h3>
            <dl className={s.list}>
              {list.map((c) => (
                <div key={c.id} className={s.row} data-command={c.id} data-hotkey={c.hotkey}>
                  <dt>{c.title}</dt>
                  <dd>
                    <Kbd hotkey={c.hotkey} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
