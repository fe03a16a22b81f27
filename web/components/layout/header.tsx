import { useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { useViewer, type ViewerState } from '../../lib/use-viewer.ts';
import { AuthDialog } from '../account/auth-dialog.tsx';
import { Avatar } from '../account/avatar.tsx';
import { SignOutForm } from '../account/sign-out-form.tsx';
import { HaatLogo, UserIcon } from '../icons.tsx';
import { Link } from '../link.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchBox } from './search-box.tsx';

const menuButton =
  'inline-flex items-center gap-1 rounded-md p-2 text-sm font-medium text-gray-700 hover:bg-gray-100';

/** The avatar's place while the browser asks who is signed in (a public page from the shared cache). */
function AvatarPlaceholder() {
  return <span aria-hidden="true" className="inline-block size-6 shrink-0 rounded-full bg-gray-200" />;
}

/**
 * Visitors: "Sign in", which opens the sign-in dialog (a link to /login without JavaScript).
 * Signed-in people: their avatar and name, opening a menu with their dashboard and sign-out. On
 * a public page (the same for every signed-in visitor, docs/decisions/0029) the name and picture
 * come once the browser has asked; their place is kept, so nothing moves when they do.
 */
function AccountMenu({ viewer, pending }: ViewerState) {
  const { t } = useI18n();
  const location = useLocation();
  const [isDialogOpen, setDialogOpen] = useState(false);
  if (!viewer && !pending) {
    const here = location.pathname + location.search;
    return (
      <>
        <Link
          to={`/login?redirectTo=${encodeURIComponent(here)}`}
          className={menuButton}
          onClick={(event) => {
            if (location.pathname === '/login' || location.pathname === '/register') return;
            event.preventDefault();
            setDialogOpen(true);
          }}
        >
          <UserIcon width={20} height={20} />
          <span className="hidden sm:inline">{t('nav.signIn')}</span>
          <span className="sr-only sm:hidden">{t('nav.signIn')}</span>
        </Link>
        <AuthDialog open={isDialogOpen} onClose={() => setDialogOpen(false)} />
      </>
    );
  }
  return (
    <details key={location.key} className="relative">
      <summary className={`${menuButton} cursor-pointer list-none`}>
        {viewer ? (
          <Avatar name={viewer.name} avatar={viewer.avatar} initials={viewer.initials} size={24} />
        ) : (
          <AvatarPlaceholder />
        )}
        <span data-account-name className="hidden w-32 truncate text-left sm:inline-block">
          {viewer ? viewer.name : <span className="sr-only">{t('nav.myAccount')}</span>}
        </span>
        <span className="sr-only sm:hidden">{t('nav.myAccount')}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-1 flex w-56 flex-col rounded-md border border-gray-200 bg-white py-1 shadow-lg">
        {viewer ? (
          <p className="truncate px-3 py-2 text-xs text-gray-500">
            {t('auth.signedInAs', { name: viewer.name })}
          </p>
        ) : null}
        <Link
          to={viewer?.dashboard ?? '/user/manage-account'}
          className="px-3 py-2 text-sm hover:bg-gray-100"
        >
          {t('nav.myAccount')}
        </Link>
        <SignOutForm>
          <button type="submit" className="w-full px-3 py-2 text-left text-sm hover:bg-gray-100">
            {t('nav.signOut')}
          </button>
        </SignOutForm>
      </div>
    </details>
  );
}

/** Logo, search, language, cart and account: on every storefront page. */
export function Header() {
  const { t } = useI18n();
  const viewer = useViewer();
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
          <AccountMenu {...viewer} />
        </nav>
      </div>
    </header>
  );
}
