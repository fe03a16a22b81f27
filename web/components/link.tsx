import { forwardRef, useEffect, useState } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: no prefetching on 2g or when the visitor asked to save data. */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** React Router's Link that prefetches on intent, except on slow or metered connections. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const [prefetch, setPrefetch] = useState<LinkProps['prefetch']>('intent');
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!shouldPrefetch(connection)) setPrefetch('none');
  }, []);
  return <RouterLink ref={ref} prefetch={props.prefetch ?? prefetch} {...props} />;
});
