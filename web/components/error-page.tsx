import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useOnline } from '../lib/online.ts';

/** The status and message key of whatever a route threw (spec §2 and §8's wording). */
export function describeRouteError(error: unknown): { status: number; key: MessageKey } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, key: 'error.notFound' };
    if (error.status === 403) return { status: 403, key: 'errors.forbidden' };
    if (error.status === 500 && error.data === 'Unknown middleware')
      return { status: 500, key: 'error.unknownMiddleware' };
    return { status: error.status, key: 'error.generic' };
  }
  return { status: 500, key: 'error.generic' };
}

/** The error page: 404 'This page could not be found', 500 'Unknown middleware', or a generic failure. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t, number } = useI18n();
  const online = useOnline();
  const described = describeRouteError(error);
  // A page that could not load because the network is gone says so, rather than "something went wrong".
  if (!online && !isRouteErrorResponse(error)) return <OfflinePage />;
  const { status, key } = described;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        {number(status)}
      </p>
      <h1 id="error-title" className="text-2xl font-semibold">
        {t(key)}
      </h1>
      <a href="/" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t('error.goHome')}
      </a>
    </section>
  );
}

/** A page that could not load because the connection is gone: says so, without an error number. */
function OfflinePage() {
  const { t } = useI18n();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <h1 id="error-title" className="text-2xl font-semibold">
        {t('network.offlinePage.title')}
      </h1>
      <p className="text-gray-700">{t('network.offlinePage.body')}</p>
      <a href="/" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t('error.goHome')}
      </a>
    </section>
  );
}

/** Spec §8's last resort, in both languages because the language may be what failed. */
function ErrorPageFailed() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-xl font-semibold">An error occurred while showing the error page</h1>
      <p lang="bn" className="mt-1 text-gray-600">
        ত্রুটির পাতা দেখাতে গিয়ে একটি ত্রুটি হয়েছে
      </p>
      <a href="/" className="mt-6 inline-block text-brand-700 underline">
        Go back to home
      </a>
    </section>
  );
}

/** Catches a failure while the error page itself renders. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
