import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';

/** Footer with the spec's three links (about us, terms, privacy). */
export function Footer() {
  const { t, number } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white pb-20 md:pb-0">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-6">
        <div>
          <p className="font-semibold text-brand-700">{t('site.name')}</p>
          <p className="text-sm text-gray-600">{t('site.description')}</p>
          <p className="text-sm text-gray-600">{t('footer.paymentsNote')}</p>
        </div>
        <nav aria-label={t('footer.aboutUs')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to="/about-us" className="text-gray-700 hover:text-brand-700 hover:underline">
                {t('footer.aboutUs')}
              </Link>
            </li>
            <li>
              <Link to="/terms-and-conditions" className="text-gray-700 hover:text-brand-700 hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="text-gray-700 hover:text-brand-700 hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-xs text-gray-500">
        {t('footer.copyright', { year: number(year).replace(/,/g, '') })}
      </p>
    </footer>
  );
}
