import { routeByName } from '../../routes/routeTable';
import { Kbd } from '../../ui/Kbd';
import * as s from './pending.css';

/**
 * A route whose screen belongs to a later issue: it says so plainly and points to what works.
 */
export function PendingScreen({ name }: { name: string }) {
  const route = routeByName(name);
  return (
    <section className={s.page} aria-labelledby="page-title">
      <header className={s.header}>
        <h1 id="page-title" className={s.title}>
          {route.title}
        </h1>
      </header>
      <div className={s.body}>
        <p>Den här vyn är inte byggd ännu i den här versionen av konsolen.</p>
        <p className={s.muted}>
          Tryck <Kbd hotkey="mod+k" /> för kommandopaletten eller <Kbd hotkey="mod+f" /> för att söka bokningar, kunder,
          platser och produkter.
        </p>
      </div>
    </section>
  );
}
