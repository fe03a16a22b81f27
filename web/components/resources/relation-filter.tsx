import type { ResourceField } from '#lib/resources/define.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { type RelationOption, RelationTypeAhead } from './relation-type-ahead.tsx';

/*
 * A list's filter by a relation (a city's region, an area's city), chosen by name: the address
 * keeps the id (`?city_id=12`), so a filtered list stays a link to share. A related list of a
 * few records is a select of them all; a larger one is a type-ahead over the related resource's
 * lookup call. Without JavaScript the typed name is sent as `{field}_name` and the page's loader
 * finds the record (relationFiltersOf in web/routes/admin/resource-list.tsx).
 */

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
      <RelationTypeAhead
        id={id}
        field={field}
        chosen={state.chosen ? { id: state.chosen.id, text: nameOf(state.chosen) } : null}
        fallback={state.typed ?? (value && !state.chosen ? `#${value}` : '')}
        typedName={typedNameParam(field.name)}
        className="w-full min-w-0 rounded-md border border-gray-300 px-2 py-2 text-base sm:w-48"
      />
      {state.typed ? (
        <p className="text-xs text-amber-800" role="status">
          {t('resources.list.noMatch', { text: state.typed })}
        </p>
      ) : null}
    </div>
  );
}
