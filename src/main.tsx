import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_VERSION, APP_VERSION_NAME } from './domain/version';

type Domain = { id: number; name: string; domain: string; baseURL: string };

// Until the console shell lands (issue 3) this page shows what the server offers.
function ServerStatus() {
  const [domains, setDomains] = useState<Domain[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/domains')
      .then((r) => r.json())
      .then((body) => setDomains(body.data.domains))
      .catch(() => setError('Kunde inte kommunicera med servern.'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', lineHeight: 1.5 }}>
      <h1>Campingkonsolen</h1>
      <p>Version {APP_VERSION} ({APP_VERSION_NAME}). Servern är igång; konsolens gränssnitt byggs i nästa steg.</p>
      {error && <p role="alert">{error}</p>}
      {domains && (
        <ul>
          {domains.map((d) => <li key={d.id}>{d.name} — <code>{d.baseURL}</code></li>)}
        </ul>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><ServerStatus /></StrictMode>);
