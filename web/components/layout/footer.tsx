import { useRouteLoaderData } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { loader as storeLoader } from '../../routes/store/layout.tsx';
import { Link } from '../link.tsx';

/**
 * Footer with the site's name, tagline and contact from the basic configuration (the built-in
 * name and description until an administrator sets them) and the spec's three links (about us,
 * terms, privacy).
 */
export function Footer() {
  const { t, number, digits, locale } = useI18n();
  const site = useRouteLoaderData<typeof storeLoader>('routes/store/layout')?.site ?? null;
  const year = new Date().getFullYear();
  const name = (site && (locale === 'bn' ? site.site_name_bn : site.site_name)) || t('site.name');
  const tagline = (site && (locale === 'bn' ? site.tagline_bn : site.tagline)) || t('site.description');
  const address = site ? (locale === 'bn' ? site.address_bn : site.address) : '';
  const contact = [site?.phone, site?.email, address].filter(Boolean);
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white pb-20 md:pb-0">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-6">
        <div>
          <p className="font-semibold text-brand-700">{name}</p>
          <p className="text-sm text-gray-600">{tagline}</p>
          {contact.length > 0 ? (
            <p className="text-sm text-gray-600">
              <span className="sr-only">{t('footer.contact')}: </span>
              {site?.phone ? (
                <a
                  href={`tel:${site.phone.replace(/[\s-]/g, '')}`}
                  className="hover:text-brand-700 hover:underline"
                >
                  {digits(site.phone)}
                </a>
              ) : null}
              {site?.phone && site?.email ? ' · ' : null}
              {site?.email ? (
                <a href={`mailto:${site.email}`} className="break-words hover:text-brand-700 hover:underline">
                  {site.email}
                </a>
              ) : null}
              {address ? <span className="block">{address}</span> : null}
            </p>
          ) : null}
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
