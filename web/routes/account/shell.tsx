import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { Avatar } from '../../components/account/avatar.tsx';
import { SignOutForm } from '../../components/account/sign-out-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { Viewer } from '../../lib/viewer.ts';
import { accountMenuFor } from './menu.ts';

/** The dashboards' frame: who is signed in, the menu for their user type, and the page. */
export function AccountShell({
  viewer,
  base,
  title,
  children,
}: {
  viewer: Viewer;
  /** `/user`, `/user-dashboard` or `/delivery-person-dashboard`. */
  base: string;
  title: MessageKey;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const item = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-700 hover:bg-gray-100'}`;
  return (
    <div className="grid gap-6 py-6 md:grid-cols-[15rem_1fr]">
      <aside className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={viewer.name} avatar={viewer.avatar} initials={viewer.initials} size={48} />
          <div className="min-w-0">
            <p className="text-sm text-gray-600">{t(title)}</p>
            <p className="truncate font-semibold">{viewer.name}</p>
            {viewer.userType === USER_TYPES.customer ? (
              <NavLink
                to={`${base}/my-dashboard`}
                className="text-sm text-brand-700 underline-offset-2 hover:underline"
              >
                {t('account.menu.myDashboard')}
              </NavLink>
            ) : null}
          </div>
        </div>
        <nav aria-label={t('account.menu.label')}>
          <ul className="flex flex-col gap-1">
            {accountMenuFor(viewer.userType).map((page) => (
              <li key={page.path}>
                <NavLink to={`${base}/${page.path}`} className={item}>
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SignOutForm>
          <button type="submit" className="px-3 text-sm text-gray-700 underline-offset-2 hover:underline">
            {t('nav.signOut')}
          </button>
        </SignOutForm>
      </aside>
      <section className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 md:p-6">{children}</section>
    </div>
  );
}
