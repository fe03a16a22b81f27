import type { ProductDetail } from '#lib/contracts/catalog.ts';
import type { Locale } from '#lib/i18n/define.ts';
import { formatNumber } from '#lib/i18n/format.ts';
import { translate } from '#lib/i18n/translate.ts';
import { WARRANTY_CALENDARS, WARRANTY_TYPES } from '#lib/reference-data.ts';

const NO_WARRANTY = 1;
const LIFE_TIME = 1;

/** Spec §9's warranty in words: "Brand Warranty: 2 Year(s)", "Seller Warranty: life time" or "No warranty". */
export function warrantyLabel(warranty: ProductDetail['warranty'], locale: Locale): string {
  const type = WARRANTY_TYPES.find((item) => item.id === warranty.warranty_type);
  if (!type || type.id === NO_WARRANTY) return translate(locale, 'product.noWarranty');
  const typeName = locale === 'bn' ? type.title_bn : type.title;
  if (warranty.warranty_calendar === LIFE_TIME)
    return translate(locale, 'product.lifetimeWarranty', { type: typeName });
  const unit = WARRANTY_CALENDARS.find((item) => item.id === warranty.warranty_calendar);
  return translate(locale, 'product.warrantyFor', {
    type: typeName,
    time: formatNumber(warranty.warranty_time, locale),
    unit: unit ? (locale === 'bn' ? unit.title_bn : unit.title) : '',
  });
}
