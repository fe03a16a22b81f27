import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ResourceEndpoints } from '#lib/resources/define.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** One name a lookup answers. */
export interface LookupName {
  id: number;
  label: string;
  label_bn: string;
}

/** How many names the type-ahead asks for. */
const SUGGESTIONS = 10;
/** Milliseconds after the last key press before asking the server. */
const DEBOUNCE_MS = 250;

/**
 * A type-ahead over a resource's lookup call (the WAI-ARIA combobox pattern): names come from
 * the server a moment after typing stops (active records only, at most ten); up and down arrows
 * move through them, Enter picks, Escape closes (a second Escape clears what was typed). With
 * `onCreate`, text matching no name exactly offers itself as a new entry.
 */
export function TypeAhead({
  label,
  lookup,
  onPick,
  onCreate,
  createLabel,
  exclude = [],
  testId,
}: {
  label: string;
  lookup: ResourceEndpoints['lookup'];
  onPick: (name: LookupName) => void;
  onCreate?: (text: string) => void;
  createLabel?: (text: string) => string;
  /** Ids already chosen, left out of the suggestions. */
  exclude?: readonly number[];
  testId?: string;
}) {
  const { t, locale, number } = useI18n();
  const [text, setText] = useState('');
  const [names, setNames] = useState<LookupName[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loaded, setLoaded] = useState(false);
  const asked = useRef(0);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const shown = (name: LookupName) => (locale === 'bn' ? name.label_bn || name.label : name.label);

  const query = text.trim();
  useEffect(() => {
    if (!open || query === '') {
      setNames([]);
      setLoaded(false);
      return;
    }
    const mine = ++asked.current;
    const timer = window.setTimeout(() => {
      browserApi
        .call(lookup, { query: { q: query, active: 'true', limit: SUGGESTIONS } })
        .then((answer) => {
          if (mine !== asked.current) return;
          setNames(answer.data);
          setLoaded(true);
          setActive(-1);
        })
        .catch(() => {
          if (mine === asked.current) setNames([]);
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, open, lookup]);

  const suggestions = names.filter((name) => !exclude.includes(name.id));
  const exact = names.some(
    (name) =>
      name.label.toLowerCase() === query.toLowerCase() || name.label_bn.toLowerCase() === query.toLowerCase(),
  );
  const canCreate = Boolean(onCreate) && query !== '' && loaded && !exact;
  const count = suggestions.length + (canCreate ? 1 : 0);
  const expanded = open && query !== '' && count > 0;
  const nothing = open && query !== '' && loaded && count === 0;

  const choose = (index: number) => {
    const name = suggestions[index];
    if (name) onPick(name);
    else if (canCreate && index === suggestions.length) onCreate?.(query);
    else return;
    setText('');
    setNames([]);
    setActive(-1);
    setLoaded(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      // Enter belongs to the type-ahead while something is typed: it never sends the step's form.
      if (query === '' && !expanded) return;
      event.preventDefault();
      if (active >= 0) choose(active);
      else if (suggestions.length === 1 && !canCreate) choose(0);
      else if (canCreate) choose(suggestions.length);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  };

  return (
    <div className="relative flex flex-col gap-1 text-sm font-medium text-gray-800">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-testid={testId}
        className="rounded-md border border-gray-300 px-3 py-2 text-base"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="sr-only">
        {t('productEditor.typeahead.hint')}
      </span>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? t('productEditor.typeahead.count', { count: number(count) }) : ''}
        {nothing ? t('productEditor.typeahead.none') : ''}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={t('productEditor.typeahead.suggestions')}
        hidden={!expanded}
        className="absolute top-full z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-gray-200 bg-white font-normal shadow"
      >
        {suggestions.map((name, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant)
          <div
            key={name.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-gray-100'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {shown(name)}
            {locale === 'bn' && name.label_bn && name.label_bn !== name.label ? (
              <span className="ml-1 text-xs text-gray-500">({name.label})</span>
            ) : null}
          </div>
        ))}
        {canCreate ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant)
          <div
            id={optionId(suggestions.length)}
            role="option"
            tabIndex={-1}
            aria-selected={active === suggestions.length}
            className={`cursor-pointer px-3 py-2 text-brand-700 ${active === suggestions.length ? 'bg-brand-50' : 'hover:bg-gray-100'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestions.length)}
          >
            {createLabel ? createLabel(query) : query}
          </div>
        ) : null}
      </div>
      {nothing ? (
        <p className="absolute top-full z-20 mt-1 w-full rounded-md border border-gray-200 bg-white px-3 py-2 font-normal text-gray-600 shadow">
          {t('productEditor.typeahead.none')}
        </p>
      ) : null}
    </div>
  );
}
