import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { AuthMode } from './auth-form.tsx';

/** Loaded when the dialog first opens: its validation brings Zod and the sign-in schemas. */
const AuthForm = lazy(() => import('./auth-form.tsx').then((module) => ({ default: module.AuthForm })));

/**
 * The authForm in a dialog over the current page; signing in brings the person back to it.
 * Without JavaScript the opener is a plain link to /login.
 */
export function AuthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const titleId = useId();
  const here = location.pathname + location.search;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A completed sign-in navigates; the dialog is done then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation
  useEffect(() => {
    onClose();
  }, [location.key]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close with Escape
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-label={t('auth.dialogLabel')}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === dialog.current) onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="relative p-6">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="absolute right-3 top-3 rounded-md px-2 py-1 text-gray-500 hover:bg-gray-100"
        >
          ×
        </button>
        {open ? (
          <Suspense fallback={<div className="h-72" aria-busy="true" />}>
            <AuthForm
              mode={mode}
              action={`/login?redirectTo=${encodeURIComponent(here)}`}
              redirectTo={here}
              onModeChange={setMode}
              titleId={titleId}
            />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
}
