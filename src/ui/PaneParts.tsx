import * as ui from './styles.css';
import * as s from './paneParts.css';

/** Placeholder lines while a pane's data is on its way (only for data that is not local). */
export function Skeleton({ lines = 1, width }: { lines?: number; width?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'block', width: width ?? '100%' }}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={[ui.skeleton, s.skeletonLine].join(' ')}
          style={{ width: lines > 1 ? `${60 + ((i * 37) % 40)}%` : '100%' }}
        />
      ))}
    </span>
  );
}

/** A pane's data could not be read: 404 says so in the server's words, anything else gives the code. */
export function PaneError({ error }: { error: { status: number; message: string } }) {
  const text =
    error.status === 404
      ? error.message || 'Hittades inte.'
      : `Ett fel har inträffat, felkod: ${error.status || 'okänd'}`;
  return (
    <p role="alert" className={s.error} style={{ margin: 0 }}>
      {text}
    </p>
  );
}
