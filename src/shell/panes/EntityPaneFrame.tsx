import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusLayer } from '../../commands/focusStack';
import { executeCommand } from '../../commands/registry';
import { Button } from '../../ui/Button';
import { closePane, type PaneParam } from './open';
import * as s from './entity.css';

export interface EntityPaneFrameProps {
  param: PaneParam;
  /** The top pane has the keyboard; panes below it stay mounted and peek out. */
  isTop: boolean;
  depth: number;
  /** What the pane is, for screen readers: 'Bokning', 'Kund', 'Gruppbokning'. */
  kind: string;
  title: ReactNode;
  subtitle?: ReactNode;
  headerExtra?: ReactNode;
  /** Actions under the scrolling body (booking pane footer). */
  footer?: ReactNode;
  /** Max width in px (bookings.md 9: booking 850, group 950); default 520. */
  width?: number;
  children: ReactNode;
}

// A pane opened from the search dialog mounts while the dialog hands focus back: take it after that.
const FOCUS_DELAY_MS = 30;

/** A side pane over the right of the screen: its own focus layer, Escape and the close button close it. */
export function EntityPaneFrame({
  param,
  isTop,
  depth,
  kind,
  title,
  subtitle,
  headerExtra,
  footer,
  width,
  children,
}: EntityPaneFrameProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useFocusLayer('pane', isTop, 'entity');

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const t = window.setTimeout(() => {
      if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
    }, FOCUS_DELAY_MS);
    return () => {
      window.clearTimeout(t);
      // Focus goes back where it came from, or to the pane below, or to the screen.
      window.setTimeout(() => {
        const below = document.querySelector<HTMLElement>('[data-entity-pane][data-top="true"]');
        const back = before?.isConnected && before !== document.body ? before : null;
        (back ?? below ?? document.getElementById('main'))?.focus();
      }, 0);
    };
  }, []);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      aria-roledescription={kind}
      tabIndex={-1}
      data-entity-pane={param}
      data-top={isTop}
      className={[s.pane, isTop ? '' : s.paneBelow].join(' ')}
      style={{
        right: isTop ? 0 : Math.min(depth * 24, 96),
        zIndex: 60 - depth,
        ...(width ? { width: `min(${width}px, 100vw)` } : {}),
      }}
      inert={!isTop || undefined}
      onKeyDown={(e) => {
        // Fallback when another pane holds the focus stack: Escape inside this pane still closes it.
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          closePane(param);
        }
      }}
    >
      <header className={s.header}>
        <div className={s.headerText}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
          {subtitle && <div className={s.subtitle}>{subtitle}</div>}
          {headerExtra}
        </div>
        <Button
          variant="ghost"
          hotkey="escape"
          aria-label={`Stäng ${kind.toLowerCase()}`}
          onPress={() => {
            if (isTop) void executeCommand('pane.close', undefined, 'button');
            else closePane(param);
          }}
        >
          Stäng
        </Button>
      </header>
      <div className={s.body}>{children}</div>
      {footer}
    </section>
  );
}
