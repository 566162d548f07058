import { highlightSegments } from '../../domain/search';
import * as s from './search.css';

/** The text with the typed words marked (shell.md 2.9: matches in titles are highlighted). */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((seg, i) =>
        seg.match ? (
          <mark key={i} className={s.mark}>
            {seg.text}
          </mark>
        ) : (
          seg.text
        ),
      )}
    </>
  );
}
