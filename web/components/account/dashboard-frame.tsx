import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { useTranslatedValidity } from '../../lib/native-validity.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { HaatLogo } from '../icons.tsx';
import { LanguageSwitch } from '../layout/language-switch.tsx';
import { Link } from '../link.tsx';
import { SignOutForm } from './sign-out-form.tsx';

/** The seller and admin areas' frame: logo, area name, language, who is signed in, sign out. */
export function DashboardFrame({
  area,
  home,
  viewer,
  children,
}: {
  area: string;
  home: string;
  viewer: Viewer | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  useTranslatedValidity();
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-3 py-2 md:px-6">
          <Link to="/" className="flex items-center gap-2" aria-label={t('site.name')}>
            <HaatLogo />
            <span className="text-xl font-bold text-brand-700">{t('site.name')}</span>
          </Link>
          <Link to={home} className="font-medium text-gray-700">
            {area}
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            {viewer ? (
              <>
                <span className="hidden text-sm text-gray-700 sm:inline">
                  {t('auth.signedInAs', { name: viewer.name })}
                </span>
                <SignOutForm>
                  <button
                    type="submit"
                    className="rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100"
                  >
                    {t('nav.signOut')}
                  </button>
                </SignOutForm>
              </>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto min-h-[70vh] max-w-7xl px-3 py-6 md:px-6">
        {children}
      </main>
    </>
  );
}
