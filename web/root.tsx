import { messageFiles } from 'virtual:haat-messages';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { csrfTokenFrom } from '#lib/api-client.ts';
import { DEFAULT_LOCALE } from '#lib/i18n/define.ts';
import { translate } from '#lib/i18n/translate.ts';
import { SITE_DOMAIN } from '#lib/site.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { CartCompanion } from './components/cart/cart-companion.tsx';
import { ErrorPage, ErrorPageBoundary } from './components/error-page.tsx';
import { IconSprite } from './components/icons.tsx';
import { StoreFrame } from './components/layout/store-frame.tsx';
import { shouldPrefetch } from './components/link.tsx';
import { RouteProgress } from './components/route-progress.tsx';
import { Toaster } from './components/toast.tsx';
import { WelcomeLoader } from './components/welcome-loader.tsx';
import bengaliFont from './fonts/bengali-400.woff2?url';
import { requestContext } from './lib/context.ts';
import { DeviceProvider, deviceFromUserAgent } from './lib/device.tsx';
import { I18nProvider, localeFromCookieHeader } from './lib/i18n.tsx';
import { useNonce } from './lib/nonce.tsx';
import { keepLinkedPageCode } from './lib/service-worker.ts';
import { useStoredUserSync } from './lib/startup.ts';
import { useViewer } from './lib/use-viewer.ts';
import { viewerContext, viewerMiddleware } from './lib/viewer.ts';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** Who is signed in, for every page (spec §4's user info, read through the API). */
export const middleware: Route.MiddlewareFunction[] = [viewerMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  return {
    locale: localeFromCookieHeader(request.headers.get('cookie')),
    device: deviceFromUserAgent(request.headers.get('user-agent')),
    viewer,
    // Someone is signed in: `viewer` says who, or, on a public page shared by every signed-in
    // visitor, the browser asks (web/lib/use-viewer.ts). Never anything personal in that page.
    signedIn: viewer !== null || context.get(requestContext).sharedSignedIn === true,
    // The sign-out form echoes the CSRF cookie (only signed-in people have one to send).
    csrf: viewer ? csrfTokenFrom(request.headers.get('cookie') ?? '') : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return [{ title: SITE_DOMAIN }, { name: 'description', content: translate(locale, 'site.description') }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    // The messages files' names (scripts/vite-messages.ts), read back by the browser's code.
    <html lang={locale} dir="ltr" data-messages={JSON.stringify(messageFiles)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#047857" />
        {/* The stylesheet first: the page's first paint waits for it, and after the ~45 module
            preloads React writes ahead of a plain <link>, a phone's six connections fetched it
            last (issue 16). With a precedence React writes it before them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        {/* Only this language's messages (scripts/vite-messages.ts), fetched beside the app's code;
            the rest of them when a page outside the storefront's first load asks for them. */}
        <link rel="modulepreload" href={messageFiles[locale]?.page} />
        {/* Bengali pages: their text font (the same file app.css names), fetched with the page. */}
        {locale === 'bn' ? (
          <link rel="preload" href={bengaliFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        <Links />
      </head>
      <body className="min-h-screen">
        <IconSprite />
        <I18nProvider locale={locale}>
          <DeviceProvider initial={data?.device ?? 'desktop'}>
            <WelcomeLoader />
            <RouteProgress />
            {children}
          </DeviceProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { viewer, pending } = useViewer();
  useStoredUserSync(pending ? undefined : viewer);
  useLinkedPageCodeKept();
  return (
    <>
      <Outlet />
      <CartCompanion viewer={pending ? undefined : viewer} />
      <Toaster />
    </>
  );
}

function OfflineInFrame({ error }: { error: unknown }) {
  const { viewer, pending } = useViewer();
  return (
    <ErrorPageBoundary>
      <StoreFrame>
        <ErrorPage error={error} />
      </StoreFrame>
      <CartCompanion viewer={pending ? undefined : viewer} />
      <Toaster />
    </ErrorPageBoundary>
  );
}

/**
 * A while after each page is drawn (once React Router has learnt where its links lead), the
 * service worker is asked to keep those pages' code; not on 2g or when data is to be saved.
 */
function useLinkedPageCodeKept() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: again after each navigation (new links)
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: Parameters<typeof shouldPrefetch>[0] })
      .connection;
    if (!shouldPrefetch(connection)) return;
    const timer = window.setTimeout(keepLinkedPageCode, 2000);
    navigator.serviceWorker?.addEventListener('controllerchange', keepLinkedPageCode);
    return () => {
      window.clearTimeout(timer);
      navigator.serviceWorker?.removeEventListener('controllerchange', keepLinkedPageCode);
    };
  }, [pathname]);
}

/** Errors no area caught: the bare error page, guarded against failing itself. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A page that could not load because the connection is gone (a link followed while offline):
  // the offline message inside the shop's frame, so the shopper can go on to what is kept.
  // The cart stays at hand (its drawer and toasts), as on every other page.
  if (typeof navigator !== 'undefined' && !navigator.onLine && !isRouteErrorResponse(error)) {
    return <OfflineInFrame error={error} />;
  }
  return (
    <ErrorPageBoundary>
      <main id="main">
        <ErrorPage error={error} />
      </main>
    </ErrorPageBoundary>
  );
}
