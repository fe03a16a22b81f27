import type { FetcherWithComponents } from 'react-router';

/**
 * A one-button form that posts `intent=delete` for a record after the person confirms in the
 * browser's dialog. Used by the dashboard lists (addresses, prescriptions).
 */
export function DeleteForm({
  fetcher,
  id,
  confirmText,
  label,
  accessibleLabel,
}: {
  fetcher: FetcherWithComponents<unknown>;
  id: number;
  confirmText: string;
  label: string;
  /** Names the record, so a screen reader hears which one is deleted. */
  accessibleLabel: string;
}) {
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirmText)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="delete"
        disabled={fetcher.state !== 'idle'}
        className="text-sm font-medium text-red-700 underline-offset-2 hover:underline disabled:text-gray-400"
        aria-label={accessibleLabel}
      >
        {label}
      </button>
    </fetcher.Form>
  );
}
