import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import type { Suggestion } from '#lib/contracts/catalog.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { searchSuggestionsRef as searchSuggestions } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { SearchIcon } from '../icons.tsx';
import { MediaPicture } from '../media-picture.tsx';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DELAY_MS = 250;
const SUGGESTION_LIMIT = 8;

const api = browserApi;

/** Where a suggestion leads: the product's page, or a search in the category or brand. */
export function suggestionHref(suggestion: Suggestion): string {
  const slug = encodeURIComponent(suggestion.slug);
  if (suggestion.type === 'product') return `/products/${slug}`;
  return `/search?${suggestion.type}=${slug}`;
}

/**
 * The header's search box: a GET form to /search, so it works without JavaScript. With it, the
 * box is an ARIA combobox that suggests products, categories and brands as the shopper types;
 * arrows move through them, Enter opens one, Escape closes the list.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t, pick, number } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listboxId = useId();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // A new page's query (or none) replaces whatever was typed.
  useEffect(() => {
    setQuery(urlQuery);
    setOpen(false);
  }, [urlQuery]);

  // Words typed before the page's script started are in the box but not yet in the state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    const early = input.current?.value ?? '';
    if (early !== urlQuery) {
      typed.current = true;
      setQuery(early);
    }
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (!typed.current || text === '') {
      // The same empty list kept: a new one would draw the box again after hydration for nothing.
      setSuggestions((current) => (current.length === 0 ? current : []));
      return;
    }
    let stale = false;
    const timer = setTimeout(async () => {
      try {
        const answer = await api.call(searchSuggestions, { query: { q: text, limit: SUGGESTION_LIMIT } });
        if (stale) return;
        setSuggestions(answer.data);
        setActive(-1);
        // Only while the shopper is still in the box: a late answer never pops up elsewhere.
        setOpen(document.activeElement === input.current);
      } catch {
        // Suggestions are a convenience: the form still searches.
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    typed.current = false;
    navigate(suggestionHref(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the text itself (-1).
      setActive((current) => {
        const next = current + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) setQuery('');
    }
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={`relative ${className}`}
      onSubmit={() => {
        setOpen(false);
        typed.current = false;
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          typed.current = true;
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-10 w-full rounded-full border border-gray-300 bg-white pl-4 pr-11 text-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute right-1 top-1 inline-flex h-8 w-9 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <SearchIcon width={18} height={18} />
      </button>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-11 z-50 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant)
          <div
            key={`${suggestion.type}-${suggestion.slug}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the box, so the click below still lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-50'}`}
          >
            {suggestion.image ? (
              <MediaPicture
                imageKey={suggestion.image}
                widths={[160]}
                sizes="32px"
                alt=""
                width={32}
                height={32}
                className="h-8 w-8 rounded object-cover"
              />
            ) : (
              <SearchIcon width={16} height={16} className="mx-2 text-gray-400" />
            )}
            <span className="min-w-0 flex-1 truncate">{pick(suggestion, 'label')}</span>
            <span className="text-xs text-gray-500">
              {t(`search.suggestion.${suggestion.type}` as MessageKey)}
            </span>
          </div>
        ))}
      </div>
      <span role="status" className="sr-only">
        {expanded ? t('search.suggestionCount', { count: number(suggestions.length) }) : ''}
      </span>
    </Form>
  );
}
