import { useEffect, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { defineCommand, executeCommand, registerCommands } from '../../commands/registry';
import { KEYS, readJson, writeJson } from '../../data/storage';
import { update$ } from '../../data/update';
import { Button } from '../../ui/Button';
import { AnimatedLogo } from '../login/AnimatedLogo';
import { shouldOfferInstall } from './installEligibility';
import * as s from './install.css';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * A small non-modal offer to install the console as an app (shell.md 4.4). 'Installera' opens the
 * browser's own dialog; 'Inte nu' stores ignoreAppInstallation so it is not offered again.
 */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [ignored, setIgnored] = useState(() => readJson<boolean>(KEYS.ignoreAppInstallation, false) === true);
  const updateRequired = useValue(update$.required);

  useEffect(() => {
    const onOffer = (e: Event) => {
      e.preventDefault();
      setOffer(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const visible = shouldOfferInstall({ offered: !!offer, userAgent: navigator.userAgent, updateRequired, ignored });

  useEffect(() => {
    if (!visible || !offer) return;
    const dismiss = () => {
      writeJson(KEYS.ignoreAppInstallation, true);
      setIgnored(true);
    };
    // Registered only while offered: the palette finds 'Installera appen' exactly when it can work.
    return registerCommands([
      defineCommand({
        id: 'app.install',
        title: 'Installera appen',
        group: 'Allmänt',
        keywords: ['installera', 'app', 'pwa', 'skrivbord'],
        run: async () => {
          await offer.prompt();
          const { outcome } = await offer.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
          setOffer(null); // an offer can be used once
          if (outcome === 'dismissed') dismiss();
        },
      }),
      defineCommand({
        id: 'app.dismissInstall',
        title: 'Installera inte appen',
        group: 'Allmänt',
        keywords: ['installera', 'app'],
        hidden: true,
        run: dismiss,
      }),
    ]);
  }, [visible, offer]);

  if (!visible) return null;
  return (
    <section className={s.prompt} aria-labelledby="install-title">
      <AnimatedLogo size={36} animated={false} />
      <div className={s.body}>
        <h2 id="install-title" className={s.title}>
          Installera konsolen som app
        </h2>
        <p className={s.text}>Starta den direkt från skrivbordet eller hemskärmen, i ett eget fönster.</p>
        <div className={s.actions}>
          <Button variant="primary" onPress={() => void executeCommand('app.install')}>
            Installera
          </Button>
          <Button variant="ghost" onPress={() => void executeCommand('app.dismissInstall')}>
            Inte nu
          </Button>
        </div>
      </div>
    </section>
  );
}
