import { useEffect, useId, useRef, useState } from 'react';
import type { ResourceField } from '#lib/resources/define.ts';
import { resourceNamed } from '#lib/resources/index.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** One record of a related list, as its lookup call names it. */
export interface RelationOption {
  id: number;
  label: string;
  label_bn: string;
}

/** Waits this long after the last key before asking for names. */
const TYPE_AHEAD_DELAY_MS = 250;

/**
 * One record of a relation chosen by name (a list's filter, an entry form's field): type to
 * search the related resource's lookup call, pick with the mouse or the arrow keys and Enter; the
 * record's id is sent in `field.name`. Text that is not the chosen record's name sends no id;
 * with `typedName`, it is sent under that name instead (before the page's script runs too), for
 * the loader to find. `allowNone` offers "none" first, for a relation that may be empty.
 */
export function RelationTypeAhead({
  id,
  field,
  chosen: initial,
  fallback = '',
  typedName,
  allowNone = false,
  className,
  ...aria
}: {
  id: string;
  field: ResourceField;
  chosen: { id: number; text: string } | null;
  /** What the box shows when no record is chosen (a typed name the loader could not settle). */
  fallback?: string;
  typedName?: string;
  allowNone?: boolean;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const { t, locale } = useI18n();
  const nameOf = (option: RelationOption) =>
    locale === 'bn' ? option.label_bn || option.label : option.label;
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

  const pick = (item: RelationOption | null) => {
    const name = item ? nameOf(item) : '';
    setChosen(item ? { id: item.id, text: name } : null);
    setText(name);
    setOpen(false);
    document.getElementById(id)?.focus();
  };

  // Before the page's script runs, and whenever the text is not the chosen record's name, the
  // typed name is sent for the loader to find; a chosen record sends its id only.
  const sendsName = Boolean(typedName) && (!hydrated || (text.trim() !== '' && text !== chosen?.text));
  const showList = open && (items.length > 0 || allowNone);
  const suggestion = (key: string | number, label: string, onPick: () => void, muted = false) => (
    <li key={key}>
      <button
        type="button"
        className={`block w-full px-3 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 ${muted ? 'text-gray-600' : ''}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onPick}
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
        {label}
      </button>
    </li>
  );
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
        {...aria}
        id={id}
        type="text"
        name={sendsName ? typedName : undefined}
        autoComplete="off"
        // Names the list only while it is there (an id pointing at nothing is an error to a screen reader).
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
        className={className}
      />
      {showList ? (
        <ul
          id={listId}
          aria-label={t('resources.list.suggestions')}
          className="absolute z-20 mt-1 max-h-60 w-full min-w-48 overflow-auto rounded-md border border-gray-200 bg-white shadow"
        >
          {allowNone ? suggestion('none', t('resources.form.none'), () => pick(null), true) : null}
          {items.map((item) => suggestion(item.id, nameOf(item), () => pick(item)))}
        </ul>
      ) : null}
    </div>
  );
}
