import { useEffect, useId, useState } from 'react';
import { listMedia, type MediaFile } from '#lib/contracts/media-galleries.ts';
import { mediaUrl } from '#lib/media.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useI18n } from '../../lib/i18n.tsx';

const PAGE = 12;

/**
 * The photo step's "reuse from the media gallery": the seller's own uploads (an admin: the
 * product's shop's and the shared ones), newest first, searchable by file name; a tap adds one
 * as the product's next photo. The server checks again that every photo is the shop's own.
 */
export function GalleryPicker({
  companyId,
  chosen,
  full,
  onPick,
}: {
  /** The product's shop, which narrows an admin's gallery; a seller's is always its own. */
  companyId: number | null;
  chosen: readonly string[];
  full: boolean;
  onPick: (file: MediaFile) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [files, setFiles] = useState<MediaFile[]>([]);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    const timer = window.setTimeout(() => {
      browserApi
        .call(listMedia, {
          query: {
            page,
            limit: PAGE,
            ...(q.trim() ? { q: q.trim() } : {}),
            ...(companyId ? { company_id: companyId } : {}),
          },
        })
        .then((answer) => {
          if (!current) return;
          setFiles((previous) => (page === 1 ? answer.data : [...previous, ...answer.data]));
          setMore(answer.meta.current_page < answer.meta.last_page);
          setFailed(false);
        })
        .catch(() => current && setFailed(true))
        .finally(() => current && setLoading(false));
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [open, q, page, companyId]);

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className="w-max rounded-md border border-brand-700 px-3 py-2 text-brand-700"
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'productEditor.gallery.close' : 'productEditor.gallery.pick')}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label={t('productEditor.gallery')}
          className="flex flex-col gap-2 rounded-md border border-gray-200 p-2"
          data-testid="gallery-picker"
        >
          <label className="flex flex-col gap-1 text-sm">
            {t('productEditor.search')}
            <input
              type="search"
              className="rounded border px-2 py-2 text-base"
              value={q}
              onChange={(event) => {
                setQ(event.target.value);
                setPage(1);
              }}
            />
          </label>
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              {t('productEditor.gallery.loadFailed')}
            </p>
          ) : null}
          {!loading && !failed && files.length === 0 ? (
            <p className="text-sm text-gray-600">{t('productEditor.gallery.empty')}</p>
          ) : null}
          <ul className="grid grid-cols-3 gap-2">
            {files.map((file) => {
              const isChosen = chosen.includes(file.path);
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    disabled={isChosen || full}
                    aria-label={
                      isChosen
                        ? `${file.file_name}: ${t('productEditor.gallery.chosen')}`
                        : t('productEditor.gallery.choose', { name: file.file_name })
                    }
                    className="relative block w-full rounded border p-0.5 disabled:opacity-60"
                    onClick={() => onPick(file)}
                  >
                    <img
                      src={mediaUrl(file.path, 320)}
                      alt=""
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                    {isChosen ? (
                      <span className="absolute top-1 right-1 rounded bg-green-700 px-1 text-xs text-white">
                        ✓
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {more ? (
            <button
              type="button"
              className="w-max rounded-md border px-3 py-2 text-sm"
              disabled={loading}
              onClick={() => setPage((value) => value + 1)}
            >
              {t('productEditor.gallery.more')}
            </button>
          ) : null}
          {loading ? (
            <span role="status" className="text-sm text-gray-600">
              {t('productEditor.gallery.loading')}
            </span>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
