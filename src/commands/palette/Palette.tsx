import { useEffect, useMemo, useRef, useState } from 'react';
import { Command } from 'cmdk';
import { Modal, ModalOverlay, Dialog as AriaDialog } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { ui$ } from '../../data/ui';
import { countCommand, paletteData$, rememberEntity } from '../../data/paletteEntities';
import { executeCommand } from '../registry';
import { useFocusLayer } from '../focusStack';
import { Kbd } from '../../ui/Kbd';
import { CommandKbd } from '../../ui/CommandButton';
import { useFocusWhenOpen } from '../../ui/useFocusWhenOpen';
import { ENTITY_GROUPS, paletteRows, verbRows, type Row } from './paletteRows';
import type { EntityType } from '../types';
import * as s from './palette.css';

interface Page {
  type: EntityType;
  id: number;
  title: string;
  subtitle: string;
}

function Highlight({ text, ranges }: { text: string; ranges: [number, number][] }) {
  if (!ranges.length) return <>{text}</>;
  const out: React.ReactNode[] = [];
  let at = 0;
  ranges.forEach(([a, b], i) => {
    if (a > at) out.push(text.slice(at, a));
    out.push(
      <mark key={i} className={s.mark}>
        {text.slice(a, b)}
      </mark>,
    );
    at = b;
  });
  out.push(text.slice(at));
  return <>{out}</>;
}

/** ctrl+K: commands and every entity of the campsite, our own matcher, at most 50 rows. */
export function Palette() {
  const open = useValue(ui$.paletteOpen);
  const version = useValue(paletteData$.version);
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState<Page[]>([]);
  // cmdk's highlighted row, held here so a new page or list always starts on its first row.
  const [selected, setSelected] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useFocusLayer('modal', open, 'palette');
  useFocusWhenOpen(input, open);
  const page = pages.at(-1);

  useEffect(() => {
    if (!open) {
      setQuery('');
      setPages([]);
    }
  }, [open]);

  const rows = useMemo<Row[]>(
    () => (open ? (page ? verbRows(page.type, page.id, query) : paletteRows(query)) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, page, query, version],
  );
  useEffect(() => {
    const first = rows.find((r) => r.kind === 'entity' || r.disabledReason == null);
    setSelected(first?.key ?? '');
  }, [rows]);
  const groups = useMemo(() => {
    const m = new Map<string, Row[]>();
    for (const r of rows) (m.get(r.group) ?? m.set(r.group, []).get(r.group)!).push(r);
    return [...m.entries()];
  }, [rows]);

  const close = () => ui$.paletteOpen.set(false);
  const choose = (r: Row) => {
    if (r.kind === 'entity') {
      rememberEntity({ type: r.type, id: r.id, title: r.title, subtitle: r.subtitle });
      setPages((p) => [...p, { type: r.type, id: r.id, title: r.title, subtitle: r.subtitle }]);
      setQuery('');
      return;
    }
    if (r.disabledReason != null) return;
    close();
    countCommand(r.command.id);
    void executeCommand(
      r.command.id,
      page ? { id: page.id } : undefined,
      'palette',
      page ? { entity: { type: page.type, id: page.id } } : undefined,
    );
  };

  return (
    <ModalOverlay
      className={s.overlay}
      isOpen={open}
      isDismissable
      onOpenChange={(o) => {
        if (!o) close();
      }}
    >
      <Modal className={s.modal}>
        <AriaDialog className={s.dialog} aria-label="Kommandopalett">
          <Command
            shouldFilter={false}
            loop
            label="Kommandopalett"
            className={s.command}
            value={selected}
            onValueChange={setSelected}
            onKeyDown={(e) => {
              // Backspace on an empty query goes back one page.
              if (e.key === 'Backspace' && !query && pages.length) {
                e.preventDefault();
                setPages((p) => p.slice(0, -1));
              }
            }}
          >
            {page && (
              <div className={s.crumb} aria-live="polite">
                <span className={s.crumbType}>{ENTITY_GROUPS[page.type]}</span> {page.title}
                <span className={s.crumbHint}>
                  <Kbd hotkey="backspace" /> tillbaka
                </span>
              </div>
            )}
            <Command.Input
              ref={input}
              value={query}
              onValueChange={setQuery}
              className={s.input}
              placeholder={
                page
                  ? `Vad vill du göra med ${page.title}?`
                  : 'Skriv ett kommando, en bokning, kund, plats eller produkt…'
              }
            />
            <Command.List className={s.list}>
              <Command.Empty className={s.empty}>Inga träffar</Command.Empty>
              {groups.map(([group, list]) => (
                <Command.Group key={group} heading={group} className={s.group}>
                  {list.map((r) => (
                    <Command.Item
                      key={r.key}
                      value={r.key}
                      onSelect={() => choose(r)}
                      className={s.item}
                      disabled={r.kind === 'command' && r.disabledReason != null}
                    >
                      {r.kind === 'command' ? (
                        <>
                          <span className={s.title}>
                            <Highlight text={r.command.title} ranges={r.ranges} />
                          </span>
                          {r.disabledReason ? (
                            <span className={s.reason}>{r.disabledReason}</span>
                          ) : (
                            <span className={s.groupName}>{r.command.group}</span>
                          )}
                          {r.command.hotkey && <Kbd hotkey={r.command.hotkey} />}
                        </>
                      ) : (
                        <>
                          <span className={s.title}>
                            <Highlight text={r.title} ranges={r.ranges} />
                          </span>
                          <span className={s.subtitle}>{r.subtitle}</span>
                          <span className={s.more} aria-hidden>
                            ›
                          </span>
                        </>
                      )}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
            <div className={s.footer}>
              <span>
                <Kbd hotkey="enter" /> välj
              </span>
              <span>
                <Kbd hotkey="up" />
                <Kbd hotkey="down" /> flytta
              </span>
              <span>
                <Kbd hotkey="escape" /> stäng
              </span>
              <span>
                <CommandKbd command="help.cheatSheet" /> alla kortkommandon
              </span>
            </div>
          </Command>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
