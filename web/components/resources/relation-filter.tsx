import { useEffect, useId, useRef, useState } from 'react';
import type { ResourceField } from '#lib/resources/define.ts';
import { resourceNamed } from '#lib/resources/index.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useI18n } from '../../lib/i18n.tsx';

/*
 * A list's filter by a relation (a city's region, an area's city), chosen by name: the address
 * keeps the id (`?city_id=12`), so a filtered list stays a link to share. A related list of a
 * few records is a select of them all; a larger one is a type-ahead over the related resource's
 * lookup call. Without JavaScript the typed name is sent as `{field}_name` and the page's loader
 * finds the record (relationFiltersOf in web/routes/admin/resource-list.tsx).
 */

export interface RelationOption {
  id: number;
  label: string;
  label_bn: string;
}

export interface RelationFilterState {
  /** Every record of the related list, when it is small enough for a select; null otherwise. */
  options: RelationOption[] | null;
  /** The record the address's id names. */
  chosen: RelationOption | null;
  /** A typed name the loader could not settle on one record: what was typed and what it matched. */
  typed: string | null;
  matches: RelationOption[];
}

/** The parameter a typed, not yet chosen, name travels in. */
export const typedNameParam = (field: string) => `${field}_name`;

/** Waits this long after the last key before asking for names. */
const TYPE_AHEAD_DELAY_MS = 250;

const selectClass = 'max-w-full rounded-md border border-gray-300 bg-white px-2 py-2 text-base';

export function RelationFilter({
  field,
  state,
  value,
}: {
  field: ResourceField;
  state: RelationFilterState;
  /** The id in the address. */
  value: string;
}) {
  const { t, locale } = useI18n();
  const nameOf = (option: RelationOption) =>
    locale === 'bn' ? option.label_bn || option.label : option.label;
  const id = `filter-${field.name}`;

  const label = <label htmlFor={id}>{field.label[locale]}</label>;

  // A few records, or a typed name that matched several: a select of them.
  const choices = state.options ?? (state.typed && state.matches.length > 1 ? state.matches : null);
  if (choices) {
    const known = choices.some((option) => String(option.id) === value);
    return (
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        {label}
        <select id={id} name={field.name} defaultValue={known ? value : ''} className={selectClass}>
          <option value="">{t('resources.list.any')}</option>
          {choices.map((option) => (
            <option key={option.id} value={option.id}>
              {nameOf(option)}
            </option>
          ))}
        </select>
        {state.typed && !state.options ? (
          <p className="text-xs text-amber-800" role="status">
            {t('resources.list.severalMatch', { text: state.typed })}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      {label}
      <TypeAhead
        id={id}
        field={field}
        chosen={state.chosen ? { id: state.chosen.id, text: nameOf(state.chosen) } : null}
        fallback={state.typed ?? (value && !state.chosen ? `#${value}` : '')}
        nameOf={nameOf}
      />
      {state.typed ? (
        <p className="text-xs text-amber-800" role="status">
          {t('resources.list.noMatch', { text: state.typed })}
        </p>
      ) : null}
    </div>
  );
}

function TypeAhead({
  id,
  field,
  chosen: initial,
  fallback,
  nameOf,
}: {
  id: string;
  field: ResourceField;
  chosen: { id: number; text: string } | null;
  fallback: string;
  nameOf: (option: RelationOption) => string;
}) {
  const { t } = useI18n();
  const target = resourceNamed(field.relation ?? '');
  const [chosen, setChosen] = useState(initial);
  const [text, setText] = useState(initial?.text ?? fallback);
  const [items, setItems] = useState<RelationOption[]>([]);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const listId = useId();
  const request = useRef(0);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!open || !target) return;
    const mine = ++request.current;
    const typed = text.trim();
    const timer = setTimeout(() => {
      browserApi
        .call(target.endpoints.lookup, {
          query: typed && typed !== chosen?.text ? { q: typed } : {},
        })
        .then((answer) => {
          if (mine !== request.current) return;
          setItems(answer.data);
        })
        .catch(() => setItems([]));
    }, TYPE_AHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, open, target, chosen?.text]);

  const pick = (item: RelationOption) => {
    const name = nameOf(item);
    setChosen({ id: item.id, text: name });
    setText(name);
    setOpen(false);
    document.getElementById(id)?.focus();
  };

  // Before the page's script runs, and whenever the text is not the chosen record's name, the
  // typed name is sent for the loader to find; a chosen record sends its id only.
  const sendsName = !hydrated || (text.trim() !== '' && text !== chosen?.text);
  const showList = open && items.length > 0;
  return (
    // Focus moving from the box to a suggestion keeps the list open; leaving both closes it.
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only watch focus leaving and Escape, the controls inside are the input and buttons
    <div
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <input type="hidden" name={field.name} value={chosen && text === chosen.text ? chosen.id : ''} />
      <input
        id={id}
        type="text"
        name={sendsName ? typedNameParam(field.name) : undefined}
        autoComplete="off"
        aria-controls={showList ? listId : undefined}
        placeholder={t('resources.form.typeToSearch')}
        value={text}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (event.target.value === '') setChosen(null);
        }}
        onKeyDown={(event) => {
          // Down arrow: into the suggestions (Tab reaches them too).
          if (event.key === 'ArrowDown' && showList) {
            event.preventDefault();
            event.currentTarget.parentElement?.querySelector<HTMLButtonElement>('li button')?.focus();
          }
        }}
        className="w-full min-w-0 rounded-md border border-gray-300 px-2 py-2 text-base sm:w-48"
      />
      {showList ? (
        <ul
          id={listId}
          aria-label={t('resources.list.suggestions')}
          className="absolute z-20 mt-1 max-h-60 w-full min-w-48 overflow-auto rounded-md border border-gray-200 bg-white shadow"
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
                onKeyDown={(event) => {
                  const row = event.currentTarget.parentElement;
                  const sibling =
                    event.key === 'ArrowDown'
                      ? row?.nextElementSibling
                      : event.key === 'ArrowUp'
                        ? row?.previousElementSibling
                        : null;
                  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                    event.preventDefault();
                    if (sibling) sibling.querySelector('button')?.focus();
                    else if (event.key === 'ArrowUp') document.getElementById(id)?.focus();
                  }
                }}
              >
                {nameOf(item)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
