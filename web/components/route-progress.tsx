import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/** Spec §9: the bar appears only after 200 ms (fast changes show nothing) and creeps over 5000 ms. */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** The loading indicator shown while a route change loads (spec §2). */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useI18n();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'running' | 'finishing'>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'hidden'));
    const timer = setTimeout(() => setPhase('hidden'), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loader.route')}
      aria-busy={phase === 'running'}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full bg-accent-500 transition-[width,opacity] ease-out"
        style={{
          width: phase === 'running' ? '90%' : '100%',
          opacity: phase === 'finishing' ? 0 : 1,
          transitionDuration: phase === 'running' ? `${PROGRESS_DURATION_MS}ms` : '300ms',
        }}
      />
    </div>
  );
}
