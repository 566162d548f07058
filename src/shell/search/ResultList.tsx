import type { KeyboardEvent } from 'react';
import type { ResultGroup } from '../../domain/search';
import type { RecentSearch, SearchResult } from '../../domain/search';
import { Highlight } from './Highlight';
import { ResultAvatar } from './ResultAvatar';
import * as s from './search.css';

export type Row = RecentSearch;

export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;
const isQuery = (r: Row): r is { type: 'query'; value: string } => r.type === 'query' && !('unique_id' in r);

interface ResultListProps {
  id: string;
  label: string;
  groups: ResultGroup<Row & { group_title: string }>[];
  active: number;
  /** The highlighted option's id, when there is one. */
  activeId?: string;
  query: string;
  onKeyDown: (e: KeyboardEvent) => void;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * A listbox driven from the search field (aria-activedescendant): the field keeps the focus,
 * the highlighted option carries aria-selected. The list itself scrolls and can take the focus
 * too (Tab), with the same keys.
 */
export function ResultList({
  id,
  label,
  groups,
  active,
  activeId,
  query,
  onKeyDown,
  onHover,
  onChoose,
}: ResultListProps) {
  return (
    <div
      role="listbox"
      id={id}
      aria-label={label}
      tabIndex={0}
      className={s.listbox}
      aria-activedescendant={activeId}
      onKeyDown={onKeyDown}
    >
      {groups.map((g, gi) => (
        <div role="group" key={g.title} aria-labelledby={`${id}-g-${gi}`}>
          <div role="presentation" id={`${id}-g-${gi}`} className={s.groupHeading}>
            {g.title}
          </div>
          {g.items.map(({ item, index }) => {
            const selected = index === active;
            const title = isQuery(item) ? item.value : (item as SearchResult).title;
            const sub = isQuery(item) ? 'Senaste sökning' : (item as SearchResult).subtitle;
            return (
              <div
                key={index}
                id={optionId(id, index)}
                role="option"
                aria-selected={selected}
                className={s.option}
                onMouseMove={() => {
                  if (!selected) onHover(index);
                }}
                onMouseDown={(e) => e.preventDefault() /* keep the focus in the field */}
                onClick={() => onChoose(index)}
              >
                <ResultAvatar
                  result={isQuery(item) ? { type: 'query', avatar: null } : (item as SearchResult)}
                  history={isQuery(item)}
                />
                <span className={s.optionText}>
                  <span className={s.optionTitle}>{query ? <Highlight text={title} query={query} /> : title}</span>
                  {sub && <span className={s.optionSub}>{sub}</span>}
                </span>
                {selected && (
                  <span className={s.enterHint} aria-hidden="true">
                    ↵
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
