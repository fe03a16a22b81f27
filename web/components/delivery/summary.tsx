import type { DeliverySummary } from '#lib/contracts/delivery.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import { DutySwitch } from './duty-switch.tsx';
import { LivePositionNote } from './live-position.tsx';

/** The delivery person's my-dashboard: duty, today's deliveries, cash in hand, the week's earnings, rating. */
export function DeliveryDashboard({ summary, base }: { summary: DeliverySummary; base: string }) {
  const { t, money, number, rating } = useI18n();
  const tiles = [
    { label: t('deliveryUi.todayDeliveries'), value: number(summary.today_deliveries) },
    { label: t('deliveryUi.cashInHand'), value: money(summary.cash_in_hand) },
    { label: t('deliveryUi.earningsWeek'), value: money(summary.earnings_this_week) },
    {
      label: t('deliveryUi.rating'),
      value:
        summary.rating === null
          ? t('deliveryUi.noRating')
          : `★ ${rating(summary.rating)} (${number(summary.rating_count)})`,
    },
    { label: t('deliveryUi.activeOrders'), value: number(summary.active_orders) },
    { label: t('deliveryUi.openOffers'), value: number(summary.open_offers) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.menu.myDashboard')}</h1>
      <DutySwitch onDuty={summary.on_duty} />
      <LivePositionNote onDuty={summary.on_duty} />
      <section aria-label={t('deliveryUi.summaryTitle')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3"
          >
            <span className="text-xs text-gray-600">{tile.label}</span>
            <span className="text-lg font-semibold" data-testid="summary-value">
              {tile.value}
            </span>
          </div>
        ))}
      </section>
      <Link
        to={`${base}/manage-orders`}
        className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {t('account.menu.manageOrders')}
      </Link>
    </div>
  );
}
