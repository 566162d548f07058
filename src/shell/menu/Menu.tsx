import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useValue } from '@legendapp/state/react';
import { ui$ } from '../../data/ui';
import { session$ } from '../../data/session';
import { catalog$ } from '../../data/stores';
import { executeCommand } from '../../commands/registry';
import { useFocusLayer } from '../../commands/focusStack';
import { countBadgeText } from '../../domain/badges';
import { APP_VERSION, APP_VERSION_NAME } from '../../domain/version';
import { CountBadge } from '../../ui/CountBadge';
import { hotkeyLabel, Kbd } from '../../ui/Kbd';
import type { RouteDef } from '../../routes/routeTable';
import { Icon } from '../../ui/icons';
import { lazyPart } from '../../ui/lazyPart';
import { MENU_DRAWER_QUERY, menuSections, routeForPath } from './menuModel';
import { handleArrowKeys } from './rovingFocus';
import { useMediaQuery } from './useMediaQuery';
import * as s from './menu.css';

/** Folds the side bar on the map and gives back the previous state when leaving it (shell.md 2.1). */
function useAutoFoldOnMap(onMap: boolean) {
  const before = useRef<boolean | null>(null);
  useEffect(() => {
    if (onMap && before.current === null) {
      before.current = ui$.menuFolded.peek();
      ui$.menuFolded.set(true);
    } else if (!onMap && before.current !== null) {
      ui$.menuFolded.set(before.current);
      before.current = null;
    }
  }, [onMap]);
}

// The drawer's code (React Aria's modal) arrives just after the first screen: wide screens never open it.
const MenuDrawer = lazyPart(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

/** The side menu (shell.md 2.2): a dark side bar on desktop, foldable; a drawer at medium widths and below. */
export function Menu() {
  const isDrawer = useMediaQuery(MENU_DRAWER_QUERY);
  const drawerOpen = useValue(ui$.menuDrawerOpen);
  const folded = useValue(ui$.menuFolded);
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  const current = routeForPath(pathname);
  useAutoFoldOnMap(!isDrawer && current?.name === 'Map');
  useFocusLayer('modal', isDrawer && drawerOpen, 'menu');
  // A chosen entry closes the drawer.
  useEffect(() => {
    ui$.menuDrawerOpen.set(false);
  }, [pathname]);

  if (isDrawer) return <MenuDrawer open={drawerOpen} current={current} />;
  return (
    <aside className={`${s.sidebar} ${folded ? s.folded : ''}`}>
      <MenuBody folded={folded} current={current} inDrawer={false} />
    </aside>
  );
}

interface Tip {
  text: string;
  hotkey?: string;
  top: number;
}

export function MenuBody({
  folded,
  current,
  inDrawer,
}: {
  folded: boolean;
  current: RouteDef | null;
  inDrawer: boolean;
}) {
  const user = useValue(session$.user);
  const parked = useValue(() => catalog$.parkedOrders.get()?.length ?? 0);
  const [tip, setTip] = useState<Tip | null>(null);
  const navId = useId();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!folded) setTip(null);
  }, [folded]);
  useEffect(() => {
    // The opened drawer puts the keyboard on the current entry, ready for arrows and Enter.
    if (!inDrawer) return;
    const t = requestAnimationFrame(() =>
      navRef.current?.querySelector<HTMLElement>('a[data-menu-entry][tabindex="0"]')?.focus(),
    );
    return () => cancelAnimationFrame(t);
  }, [inDrawer]);
  const sections = menuSections({
    level: user?.level ?? '',
    modules: user?.modules ?? [],
    namespace: user?.namespace ?? '',
  });
  const all = sections.flatMap((sec) => sec.routes);
  // Roving focus: one tab stop (the current entry), arrows move within the menu.
  const tabStop = all.some((r) => r.name === current?.name) ? current!.name : all[0]?.name;

  const showTip = (el: HTMLElement, text: string, hotkey?: string) => {
    if (!folded) return;
    const r = el.getBoundingClientRect();
    setTip({ text, hotkey, top: r.top + r.height / 2 });
  };
  const domainName = user?.domain.name ?? 'Campingkonsolen';

  return (
    <>
      <div className={s.brand}>
        <span className={s.mark} aria-hidden="true">
          {domainName.slice(0, 1).toUpperCase()}
        </span>
        {!folded && (
          <span className={s.brandText}>
            <span className={s.brandName}>{domainName}</span>
            <span className={s.brandSub} title={`${APP_VERSION} ${APP_VERSION_NAME}`}>
              Campingkonsolen {APP_VERSION}
            </span>
          </span>
        )}
      </div>
      <nav
        ref={navRef}
        className={s.nav}
        aria-label="Huvudmeny"
        onKeyDown={(e) => handleArrowKeys(e, 'a[data-menu-entry]')}
      >
        {sections.map((sec) => {
          const headingId = `${navId}-${sec.group}`;
          return (
            <div key={sec.group}>
              {sec.heading &&
                (folded ? (
                  <div className={s.divider} role="separator" aria-label={sec.heading} />
                ) : (
                  <h2 className={s.heading} id={headingId}>
                    {sec.heading}
                  </h2>
                ))}
              <ul
                className={s.section}
                aria-labelledby={sec.heading && !folded ? headingId : undefined}
                aria-label={sec.heading && folded ? sec.heading : undefined}
              >
                {sec.routes.map((r) => {
                  const active = r.name === current?.name;
                  const count = r.name === 'Orders' ? parked : 0;
                  const label = count > 0 ? `${r.title}, ${count} parkerade` : r.title;
                  return (
                    <li key={r.name}>
                      <Link
                        to={r.to as '/'}
                        data-menu-entry=""
                        className={`${s.entry} ${folded ? s.entryFolded : ''}`}
                        activeOptions={{ exact: r.name === 'Dashboard' }}
                        aria-current={active ? 'page' : undefined}
                        aria-label={folded ? label : undefined}
                        tabIndex={r.name === tabStop ? 0 : -1}
                        onFocus={(e) => showTip(e.currentTarget, r.title, r.hotkey)}
                        onBlur={() => setTip(null)}
                        onMouseEnter={(e) => showTip(e.currentTarget, r.title, r.hotkey)}
                        onMouseLeave={() => setTip(null)}
                        onClick={() => {
                          if (inDrawer) ui$.menuDrawerOpen.set(false);
                        }}
                      >
                        <Icon name={r.name} />
                        {!folded && <span className={s.entryTitle}>{r.title}</span>}
                        {!folded && <CountBadge count={count} label="parkerade notor" />}
                        {folded && count > 0 && (
                          <span className={s.dotBadge} aria-hidden="true">
                            {countBadgeText(count)}
                          </span>
                        )}
                        {!folded && r.hotkey && (
                          <span className={s.entryKey} aria-hidden="true">
                            {hotkeyLabel(r.hotkey)}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      {!inDrawer && (
        <div className={s.footer}>
          <button
            type="button"
            className={s.foldButton}
            aria-label={folded ? 'Fäll ut menyn' : 'Fäll ihop menyn'}
            aria-expanded={!folded}
            onClick={() => void executeCommand('shell.toggleMenu', undefined, 'button')}
            onFocus={(e) => showTip(e.currentTarget, 'Fäll ut menyn', 'alt+m')}
            onBlur={() => setTip(null)}
            onMouseEnter={(e) => showTip(e.currentTarget, 'Fäll ut menyn', 'alt+m')}
            onMouseLeave={() => setTip(null)}
          >
            <Icon name={folded ? 'foldRight' : 'foldLeft'} />
            {!folded && (
              <>
                <span className={s.entryTitle}>Fäll ihop</span>
                <span className={s.entryKey} aria-hidden="true">
                  {hotkeyLabel('alt+m')}
                </span>
              </>
            )}
          </button>
        </div>
      )}
      {folded && tip && (
        <div className={s.tooltip} style={{ top: tip.top, left: s.FOLDED_WIDTH + 6 }} aria-hidden="true">
          {tip.text}
          {tip.hotkey && <Kbd hotkey={tip.hotkey} />}
        </div>
      )}
    </>
  );
}
