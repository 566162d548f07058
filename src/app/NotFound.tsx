import { Link } from '@tanstack/react-router';
import * as s from '../shell/shell.css';

export function NotFound() {
  return (
    <section className={s.center} aria-labelledby="nf-title">
      <h1 id="nf-title">Sidan finns inte</h1>
      <p>Adressen leder inte till någon vy i konsolen.</p>
      <p>
        <Link to="/">Till startsidan</Link> eller tryck Ctrl K för kommandopaletten.
      </p>
    </section>
  );
}
