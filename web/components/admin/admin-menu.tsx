import { useState } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_FEATURES, ADMIN_MENU_GROUPS } from '#lib/contracts/features.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { hasAdminScreen } from './built-sections.ts';

/** The menu's sections: spec §6's groups, each with the features this admin's role has. */
export function menuGroups(featureIds: readonly number[]) {
  const allowed = new Set(featureIds);
  return ADMIN_MENU_GROUPS.map((group) => ({
    group,
    features: ADMIN_FEATURES.filter(
      (feature) => feature.group === group.id && allowed.has(feature.id) && hasAdminScreen(feature.path),
    ),
  })).filter((entry) => entry.features.length > 0);
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-medium text-brand-800' : 'text-gray-700 hover:bg-gray-100'}`;

/**
 * The admin panel's menu, grouped by spec §6's menu groups, showing only the sections the
 * admin's role has (a super admin's role has them all). A sidebar from tablets up; on a phone a
 * "Menu" button opens it above the page.
 */
export function AdminMenu({ adminPath, featureIds }: { adminPath: string; featureIds: readonly number[] }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const groups = menuGroups(featureIds);
  return (
    <div className="md:w-56 md:shrink-0">
      <button
        type="button"
        className="mb-3 inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium md:hidden"
        aria-expanded={open}
        aria-controls="admin-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span>
        {open ? t('resources.menu.close') : t('resources.menu.open')}
      </button>
      <nav
        id="admin-menu"
        aria-label={t('resources.menu.label')}
        className={`${open ? 'block' : 'hidden'} mb-4 rounded-lg border border-gray-200 bg-white p-3 md:sticky md:top-4 md:block`}
      >
        {groups.length === 0 ? <p className="text-sm text-gray-600">{t('admin.noFeatures')}</p> : null}
        {groups.map(({ group, features }) => (
          <section key={group.id} className="mb-3 last:mb-0">
            <h2 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-gray-500">
              {locale === 'bn' ? group.title_bn : group.title}
            </h2>
            <ul>
              {features.map((feature) => (
                <li key={feature.id}>
                  <NavLink
                    to={feature.path ? `${adminPath}/${feature.path}` : adminPath}
                    end={!feature.path}
                    className={itemClass}
                    onClick={() => setOpen(false)}
                  >
                    {locale === 'bn' ? feature.title_bn : feature.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
