import { useEffect, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { connectionBanner } from '../../domain/connection';
import { realtime$ } from '../../data/realtime';
import { data$ } from '../../data/stores';
import * as s from './banner.css';

function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** The connection banner (shell.md 4.2): warning, error after 15 s, green while resyncing. */
export function ConnectionBanner() {
  const online = useOnline();
  const state = useValue(realtime$.state);
  const everConnected = useValue(realtime$.everConnected);
  const disconnectedAt = useValue(realtime$.disconnectedAt);
  const resyncing = useValue(data$.loading);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (state === 'connected') return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [state]);
  const banner = connectionBanner({
    online,
    connected: state === 'connected',
    everConnected,
    resyncing,
    disconnectedAt,
    now,
  });
  if (!banner) return null;
  return (
    <div className={`${s.banner} ${s.color[banner.color]}`} role={banner.color === 'error' ? 'alert' : 'status'}>
      {banner.text}
    </div>
  );
}
