import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { OfflineNotice } from './offline-notice.tsx';

/** The storefront's frame (header, offline notice, footer, phone navigation) around a page. */
export function StoreFrame({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-3 md:px-6">
        {children}
      </main>
      <Footer />
      <BottomNav />
    </>
  );
}
