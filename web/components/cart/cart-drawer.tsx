import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CartPanel } from './cart-panel.tsx';

let isOpen = false;
const listeners = new Set<() => void>();
function setOpen(open: boolean) {
  isOpen = open;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the cart drawer (the header's cart button; without JavaScript it is a link to /cart). */
export function openCartDrawer(): void {
  setOpen(true);
}

/** The cart in a panel over the right side of the page; Escape, the backdrop or a navigation closes it. */
export function CartDrawer() {
  const { t } = useI18n();
  const open = useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Following a link inside (checkout, a product) ends the drawer's job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation
  useEffect(() => setOpen(false), [location.key]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close with Escape
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
      onClick={(event) => {
        if (event.target === dialog.current) setOpen(false);
      }}
      className="m-0 ml-auto h-dvh max-h-none w-[min(26rem,100vw)] max-w-none overflow-y-auto bg-gray-50 p-0 shadow-xl backdrop:bg-black/40 print:hidden"
    >
      <div className="flex flex-col gap-4 p-4">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('cart.title')}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('common.close')}
            className="rounded-md px-2 py-1 text-xl text-gray-600 hover:bg-gray-100"
          >
            ×
          </button>
        </div>
        {open ? <CartPanel layout="drawer" /> : null}
      </div>
    </dialog>
  );
}
