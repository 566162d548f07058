import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../ui/Button';
import * as s from '../shell/shell.css';

/** A screen that failed to load (ChunkLoadError, or CSS_CHUNK_LOAD_FAILED) or threw while rendering. */
export function RouteError({ error: raw, reset }: ErrorComponentProps) {
  const error = raw as Error | undefined;
  const chunk =
    error?.name === 'ChunkLoadError' ||
    /dynamically imported module|Failed to fetch|CSS_CHUNK_LOAD_FAILED|preload/i.test(String(error?.message));
  return (
    <section className={s.center} role="alert" aria-labelledby="err-title">
      <h1 id="err-title">{chunk ? 'Sidan kunde inte laddas' : 'Något gick fel'}</h1>
      <p>
        {chunk
          ? 'Kontrollera anslutningen. En ny version av programmet kan också ha publicerats.'
          : String(error?.message ?? '')}
      </p>
      <p>
        <code>
          {chunk ? (/css/i.test(String(error?.message)) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError') : error?.name}
        </code>
      </p>
      <div>
        <Button variant="primary" onPress={() => (chunk ? location.reload() : reset())}>
          {chunk ? 'Ladda om' : 'Försök igen'}
        </Button>
      </div>
    </section>
  );
}
