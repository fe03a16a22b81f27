import { useI18n } from '../../lib/i18n.tsx';
import { useOnline } from '../../lib/online.ts';

/** A calm notice while the browser is offline (spec §4: online state follows the browser). */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useI18n();
  if (online) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
      {t('network.offline')}
    </p>
  );
}
