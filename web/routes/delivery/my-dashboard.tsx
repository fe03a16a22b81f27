import { useLocation, useRevalidator } from 'react-router';
import { mySummary } from '#lib/contracts/delivery.ts';
import { DeliveryDashboard } from '../../components/delivery/summary.tsx';
import { toast } from '../../components/toast.tsx';
import { apiOf } from '../../lib/context.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import { useEventStream } from '../../lib/use-event-stream.ts';
import type { Route } from './+types/my-dashboard';
import { deliveryAction } from './delivery-action.ts';

/** /delivery-person-dashboard/my-dashboard: the delivery person's day (issue 14). */
export async function loader({ context }: Route.LoaderArgs) {
  return { summary: (await apiOf(context).call(mySummary)).data };
}

export const action = (args: Route.ActionArgs) => deliveryAction(args);

export const meta = titleMeta('account.menu.myDashboard', { noindex: true });

export default function DeliveryMyDashboard({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const base = useLocation().pathname.replace(/\/my-dashboard\/?$/, '');
  const { t, digits } = useI18n();
  // A new offer, one closed (declined, expired, withdrawn), an order moving or given to someone
  // else: the tiles follow.
  useEventStream<{ sub_number?: string }>(
    ['delivery.offer', 'delivery.offer-closed', 'delivery.reassigned', 'order.status'],
    (event) => {
      if (event.type === 'delivery.reassigned') {
        toast(t('deliveryUi.reassigned', { order: digits(event.data.sub_number ?? '') }), 'warning');
      }
      revalidator.revalidate();
    },
    {
      onPoll: () => revalidator.revalidate(),
    },
  );
  return <DeliveryDashboard summary={loaderData.summary} base={base} />;
}
