import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { update$ } from '../../data/update';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import * as ui from '../../ui/styles.css';

/** After this long an update that seems stuck forces a reload (shell.md 4.3). */
export const UPDATE_STUCK_MS = 30_000;

async function applyUpdate(url: string | null) {
  // On the web: update the service worker if there is one, then reload (at the given url).
  try {
    const regs = await navigator.serviceWorker?.getRegistrations?.();
    await Promise.all((regs ?? []).map((r) => r.update()));
  } catch {
    /* no service worker: a reload is enough */
  }
  if (url && url !== location.pathname) location.assign(url);
  else location.reload();
}

/** The persistent required-update dialog: it cannot be dismissed. */
export function UpdateDialog() {
  const required = useValue(update$.required);
  const url = useValue(update$.url);
  useEffect(() => {
    if (!required) return;
    const t = setTimeout(() => location.reload(), UPDATE_STUCK_MS);
    return () => clearTimeout(t);
  }, [required]);
  return (
    <Dialog title="Programmet behöver uppdateras" isOpen={required} dismissable={false} role="alertdialog">
      <p>
        En ny version av konsolen krävs för att fortsätta. Uppdatera nu; det tar bara några sekunder och inget sparat
        går förlorat.
      </p>
      <div className={ui.dialogActions}>
        <Button variant="primary" autoFocus onPress={() => void applyUpdate(url)}>
          Uppdatera nu
        </Button>
      </div>
    </Dialog>
  );
}
