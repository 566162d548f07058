import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { api, ApiError } from '../../data/api';
import { ui$ } from '../../data/ui';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import * as ui from '../../ui/styles.css';
import { sanitizeHtml } from '../../ui/sanitizeHtml';
import * as s from './changelog.css';

/** The versions with a changelog, newest first (shell.md 2.8, 7.3). */
export const CHANGELOG_VERSIONS = ['3.1', '3.0', '2.2', '2.1', '2.0'] as const;

type Loaded = { ok: true; html: string } | { ok: false; message: string };
// A version's text is fetched once per page load; failures are tried again next time.
const cache = new Map<string, Promise<Loaded>>();

function loadChangelog(version: string): Promise<Loaded> {
  let p = cache.get(version);
  if (!p) {
    p = api<{ changelog?: string | null }>('GET', 'portal/changelog', { query: { version }, silent: true })
      .then(
        (d): Loaded =>
          typeof d?.changelog === 'string'
            ? { ok: true, html: sanitizeHtml(d.changelog) }
            : { ok: false, message: 'Nyheterna för versionen saknas.' },
      )
      .catch(
        (err): Loaded => ({
          ok: false,
          message: err instanceof ApiError && err.message ? err.message : 'Nyheterna kunde inte hämtas.',
        }),
      );
    cache.set(version, p);
    void p.then((r) => {
      if (!r.ok) cache.delete(version);
    });
  }
  return p;
}

/** 'Nyheter': the changelog per version in tabs, the server's HTML inside the dialog. */
export function ChangelogDialog() {
  const open = useValue(ui$.changelogOpen);
  const [version, setVersion] = useState<Key>(CHANGELOG_VERSIONS[0]);
  const close = () => ui$.changelogOpen.set(false);
  return (
    <Dialog title="Nyheter" isOpen={open} onClose={close} width={760}>
      <Tabs selectedKey={version} onSelectionChange={setVersion}>
        <TabList className={s.tabList} aria-label="Versioner">
          {CHANGELOG_VERSIONS.map((v) => (
            <Tab key={v} id={v} className={s.tab}>
              Version {v}
            </Tab>
          ))}
        </TabList>
        {CHANGELOG_VERSIONS.map((v) => (
          <TabPanel key={v} id={v} className={s.panel}>
            <ChangelogVersion version={v} />
          </TabPanel>
        ))}
      </Tabs>
      <div className={ui.dialogActions}>
        <Button onPress={close} hotkey="escape">
          Stäng
        </Button>
      </div>
    </Dialog>
  );
}

function ChangelogVersion({ version }: { version: string }) {
  const [state, setState] = useState<Loaded | null>(null);
  useEffect(() => {
    let alive = true;
    setState(null);
    void loadChangelog(version).then((r) => {
      if (alive) setState(r);
    });
    return () => {
      alive = false;
    };
  }, [version]);
  if (!state) {
    return (
      <div className={s.loading} role="status" aria-busy="true" aria-label="Hämtar nyheter">
        {[80, 60, 90, 45].map((w, i) => (
          <span key={i} className={ui.skeleton} style={{ width: `${w}%`, height: 14 }} />
        ))}
      </div>
    );
  }
  if (!state.ok)
    return (
      <p className={s.error} role="alert">
        {state.message}
      </p>
    );
  // Our own server's HTML, sanitised, rendered as a fragment inside the panel.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml before it is stored in the state
  return <div className={s.html} dangerouslySetInnerHTML={{ __html: state.html }} />;
}
