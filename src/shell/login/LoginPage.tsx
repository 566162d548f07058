import { lazy, Suspense } from 'react';
import { useValue } from '@legendapp/state/react';
import { runtime$, session$ } from '../../data/session';
import { APP_VERSION, APP_VERSION_NAME } from '../../domain/version';
import { AnimatedLogo } from './AnimatedLogo';
import { BUNDLED_BACKGROUND, useDailyBackground } from './useDailyBackground';
import * as s from './login.css';

// The form (its domain picker is a combo box) loads only when someone must log in: a stored session
// that resumes goes from the logo straight to the shell without it.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/** While data loads after a login: the animated logo instead of the form (shell.md 2.3, 4.1). */
function Loading() {
  const user = useValue(session$.user);
  return (
    <div className={s.loading}>
      <AnimatedLogo size={112} />
      <div role="status" aria-live="polite">
        <p className={s.loadingText}>Hämtar data…</p>
        {user && (
          <p className={s.loadingMeta}>
            {user.name} · {user.domain.name}
          </p>
        )}
      </div>
    </div>
  );
}

/** Shown when logged out and while data is being fetched (shell.md 2.3). */
export function LoginPage() {
  const phase = useValue(runtime$.phase);
  const { desktop, photo } = useDailyBackground();
  return (
    <div className={s.page}>
      {desktop && (
        <div className={s.backdrop} style={{ backgroundImage: `url("${BUNDLED_BACKGROUND}")` }} aria-hidden="true" />
      )}
      {desktop && (
        <div
          className={s.photo}
          data-loaded={photo ? '' : undefined}
          style={photo ? { backgroundImage: `url("${photo}")` } : undefined}
          aria-hidden="true"
        />
      )}
      {desktop && <div className={s.shade} aria-hidden="true" />}
      <main className={s.card} aria-labelledby="login-title" aria-busy={phase === 'loading'}>
        <header className={s.brand}>
          {phase !== 'loading' && <AnimatedLogo size={40} animated={false} />}
          <div>
            <h1 id="login-title" className={s.title}>
              Campingkonsolen
            </h1>
            <p className={s.subtitle}>
              {phase === 'loading' ? 'Förbereder arbetsplatsen' : 'Logga in på din campingplats'}
            </p>
          </div>
        </header>
        {phase === 'loading' ? (
          <Loading />
        ) : (
          <Suspense fallback={<div className={s.formPlaceholder} />}>
            <LoginForm />
          </Suspense>
        )}
        <footer className={s.footer}>
          <span>
            Version {APP_VERSION} · {APP_VERSION_NAME}
          </span>
          <span>{location.host}</span>
        </footer>
      </main>
    </div>
  );
}
