import { useState } from 'react';
import { data, Form, useLocation, useRevalidator } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import { deleteMedia, listMedia } from '#lib/contracts/media-galleries.ts';
import { translate } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import { FileField } from '../../components/forms/file-field.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/gallery';
import { sellersAndAdmins, uploadImage } from './shared.ts';

export const middleware: Route.MiddlewareFunction[] = [sellersAndAdmins];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const q = url.searchParams.get('q') ?? undefined;
  const unused = url.searchParams.get('unused') === '1';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const media = await apiOf(context).call(listMedia, { query: { q, unused, page, limit: 24 } });
  return { ...media, q: q ?? '', unused, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'productEditor.gallery') },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const answer = await apiOf(context).call(deleteMedia, { params: { id: Number(form.get('id')) } });
    return { message: { en: answer.msg, bn: answer.msg } as BilingualText };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ message: error.body.message as BilingualText }, { status: error.status });
  }
}

/** The media gallery: upload, browse, search, copy a path for reuse, delete unused images. */
export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, number } = useI18n();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [status, setStatus] = useState<BilingualText | null>(null);
  async function upload(files: FileList) {
    // One file that fails is still named after the others succeed.
    let failed: BilingualText | null = null;
    for (const file of Array.from(files)) {
      const result = await uploadImage(file);
      if (!result.ok) failed = result.message;
    }
    setStatus(failed);
    revalidator.revalidate();
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('productEditor.gallery')}</h1>
      <FileField
        accept="image/*"
        multiple
        aria-label={t('productEditor.gallery.upload')}
        buttonLabel={t('productEditor.gallery.upload')}
        buttonClassName="rounded-md bg-brand-700 px-3 py-2 text-white"
        showStatus={false}
        className="self-start"
        onChange={(e) => e.target.files && void upload(e.target.files)}
      />
      {status ? (
        <p role="alert" className="text-sm text-red-700">
          {status[locale]}
        </p>
      ) : null}
      {actionData?.message ? (
        <p role="status" className="text-sm">
          {actionData.message[locale]}
        </p>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('productEditor.gallery.search')}
          <input
            type="search"
            name="q"
            defaultValue={loaderData.q}
            className="min-h-10 rounded border px-2 py-2"
          />
        </label>
        {/* As tall as the search field and the button, so the three stand on one line. */}
        <label className="flex min-h-10 items-center gap-1 text-sm">
          <input type="checkbox" name="unused" value="1" defaultChecked={loaderData.unused} />
          {t('productEditor.gallery.unused')}
        </label>
        <button type="submit" className={buttonClass}>
          {t('productEditor.apply')}
        </button>
      </Form>
      {loaderData.data.length === 0 ? (
        <p className="text-gray-600">{t('productEditor.gallery.empty')}</p>
      ) : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {loaderData.data.map((file) => (
          <li key={file.id} className="flex flex-col gap-1 rounded border bg-white p-1 text-xs">
            <img
              src={mediaUrl(file.path, 320)}
              alt={file.file_name}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
            <span className="truncate">{file.file_name}</span>
            <span>
              {number(file.width)}×{number(file.height)}
            </span>
            {file.used_by > 0 ? (
              <span>{t('productEditor.gallery.used', { count: number(file.used_by) })}</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="id" value={file.id} />
                <button type="submit" className="text-red-700 underline">
                  {t('productEditor.delete')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        current={loaderData.meta.current_page}
        last={loaderData.meta.last_page}
        hrefFor={(page) => {
          const params = new URLSearchParams(location.search);
          params.set('page', String(page));
          return `${location.pathname}?${params}`;
        }}
      />
    </div>
  );
}
