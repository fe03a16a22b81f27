import { useState } from 'react';
import { data, useFetcher } from 'react-router';
import {
  footerLinks,
  headerLinks,
  LINK_SECTIONS,
  type LinkSection,
  type PageLink,
} from '#lib/contracts/content.ts';
import { translate } from '#lib/i18n/translate.ts';
import { DISPLAY_ON } from '#lib/reference-data.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/page-links';

/** The section by the page's address (`…/footer`, or `…/footer.data` when the app fetches its data). */
function sectionOf(url: URL): LinkSection {
  return /\/footer(\.data)?\/?$/.test(url.pathname) ? 'footer' : 'header';
}

const CALLS = { header: headerLinks, footer: footerLinks } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url));
  const { data: pages } = await apiOf(context).call(CALLS[section].list);
  return { section, pages, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: translate(
      loaderData?.locale ?? 'en',
      loaderData?.section === 'footer' ? 'links.footer' : 'links.header',
    ),
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const section = sectionOf(new URL(request.url));
  const form = await request.formData();
  const places: Record<string, number[]> = {};
  for (const place of LINK_SECTIONS[section].places) {
    const value = String(form.get(`place-${place}`) ?? '');
    places[String(place)] = value
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
  }
  try {
    const answer = await apiOf(context).call(CALLS[section].save, { body: { places } });
    return { message: answer.msg, errors: undefined };
  } catch (error) {
    return data({ message: null, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** The pages linked in one place, in order (the page's order among them). */
function linkedIn(pages: readonly PageLink[], place: number): number[] {
  return pages.filter((page) => page.display_on.includes(place)).map((page) => page.id);
}

/**
 * Header and footer links (features 40 and 41): for each of the section's display-on places, the
 * static pages linked there; add, remove and reorder them, then save.
 */
export default function PageLinks({ loaderData }: Route.ComponentProps) {
  const { t, pick, locale } = useI18n();
  const { section, pages } = loaderData;
  const save = useFetcher<typeof action>();
  const places = LINK_SECTIONS[section].places;
  const [lists, setLists] = useState<Record<number, number[]>>(() =>
    Object.fromEntries(places.map((place) => [place, linkedIn(pages, place)])),
  );
  const byId = new Map(pages.map((page) => [page.id, page]));
  const change = (place: number, next: number[]) => setLists((current) => ({ ...current, [place]: next }));
  const move = (place: number, index: number, by: number) => {
    const list = [...(lists[place] ?? [])];
    const [item] = list.splice(index, 1);
    list.splice(index + by, 0, item!);
    change(place, list);
  };
  return (
    <save.Form method="post" className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t(section === 'footer' ? 'links.footer' : 'links.header')}</h1>
      <p className="text-sm text-gray-600">{t('links.hint')}</p>
      {places.map((place) => {
        const list = lists[place] ?? [];
        const label = DISPLAY_ON.find((item) => item.id === place);
        const headingId = `place-${place}-title`;
        return (
          <section
            key={place}
            aria-labelledby={headingId}
            className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
          >
            <input type="hidden" name={`place-${place}`} value={list.join(',')} />
            <h2 id={headingId} className="font-semibold">
              {label ? (locale === 'bn' ? label.title_bn : label.title) : place}
            </h2>
            {list.length === 0 ? <p className="text-sm text-gray-600">{t('links.none')}</p> : null}
            <ol className="flex flex-col divide-y divide-gray-100">
              {list.map((id, index) => {
                const page = byId.get(id);
                if (!page) return null;
                const name = pick(page, 'title');
                return (
                  <li key={id} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="min-w-0 flex-1 break-words">
                      {name} <span className="text-sm text-gray-500">/{page.slug}</span>
                      {page.is_active ? null : (
                        <span className="text-sm text-gray-500"> {t('links.inactive')}</span>
                      )}
                    </span>
                    <button
                      type="button"
                      disabled={index === 0}
                      onClick={() => move(place, index, -1)}
                      aria-label={`${t('links.up')}: ${name}`}
                      className="min-h-9 min-w-9 rounded border border-gray-300 px-2 disabled:opacity-40"
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      disabled={index === list.length - 1}
                      onClick={() => move(place, index, 1)}
                      aria-label={`${t('links.down')}: ${name}`}
                      className="min-h-9 min-w-9 rounded border border-gray-300 px-2 disabled:opacity-40"
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        change(
                          place,
                          list.filter((item) => item !== id),
                        )
                      }
                      aria-label={`${t('links.remove')}: ${name}`}
                      className="min-h-9 rounded border border-gray-300 px-2 text-sm text-red-700"
                    >
                      ✕
                    </button>
                  </li>
                );
              })}
            </ol>
            <label className="flex flex-col gap-1 text-sm sm:max-w-sm">
              <span>{t('links.add')}</span>
              <select
                value=""
                onChange={(event) => {
                  const id = Number(event.target.value);
                  if (id) change(place, [...list, id]);
                }}
                className="rounded-md border border-gray-300 bg-white px-2 py-2 text-base"
              >
                <option value="">—</option>
                {pages
                  .filter((page) => !list.includes(page.id))
                  .map((page) => (
                    <option key={page.id} value={page.id}>
                      {pick(page, 'title')}
                    </option>
                  ))}
              </select>
            </label>
          </section>
        );
      })}
      {save.data?.message ? (
        <p role="status" className="text-sm text-brand-800">
          {save.data.message}
        </p>
      ) : null}
      <FormMessage message={save.data?.errors?.message} />
      <button type="submit" className={`${buttonClass} self-start`} disabled={save.state !== 'idle'}>
        {t('resources.form.save')}
      </button>
    </save.Form>
  );
}
