import { useI18n } from '../../lib/i18n.tsx';
import type { Viewer } from '../../lib/viewer.ts';
import { HaatLogo, UserIcon } from '../icons.tsx';
import { Link } from '../link.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchBox } from './search-box.tsx';

function AccountMenu({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  if (!viewer) {
    return (
      <Link
        to="/login"
        className="inline-flex items-center gap-1 rounded-md p-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
      >
        <UserIcon width={20} height={20} />
        <span className="hidden sm:inline">{t('nav.signIn')}</span>
      </Link>
    );
  }
  return (
    <Link
      to="/user/manage-account"
      className="inline-flex items-center gap-1 rounded-md p-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
    >
      <UserIcon width={20} height={20} />
      <span className="hidden max-w-32 truncate sm:inline">{viewer.name}</span>
      <span className="sr-only sm:hidden">{t('nav.myAccount')}</span>
    </Link>
  );
}

/** Logo, search, language, cart and account: on every storefront page. */
export function Header({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 md:flex-nowrap md:gap-4 md:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t('site.name')}>
          <HaatLogo />
          <span className="text-xl font-bold text-brand-700">{t('site.name')}</span>
        </Link>
        <div className="order-last w-full md:order-none md:flex-1">
          <SearchBox />
        </div>
        <nav aria-label={t('nav.main')} className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <CartButton />
          <AccountMenu viewer={viewer} />
        </nav>
      </div>
    </header>
  );
}
