import { data, type RouterContextProvider } from 'react-router';
import { currentSession } from '#lib/contracts/auth.ts';
import { type Resource, resourceAt } from '#lib/resources/index.ts';
import { apiOf } from '../../lib/context.ts';

/**
 * The resource an admin page is about, by its path segment: 404 for no such section, 403 when
 * the admin's role lacks its feature (the API refuses the calls as well; this keeps the page
 * away, with the reason).
 */
export async function resourcePage(
  context: Readonly<RouterContextProvider>,
  path: string | undefined,
): Promise<Resource> {
  const resource = path ? resourceAt(path) : undefined;
  if (!resource) throw data('Not Found', { status: 404 });
  const { data: session } = await apiOf(context).call(currentSession);
  const features = session?.role_info?.role_accesses.map((access) => access.feature_id) ?? [];
  if (!features.includes(resource.feature)) throw data('Forbidden', { status: 403 });
  return resource;
}

/**
 * The features of the signed-in admin's role, after refusing the page (403) when `feature` is not
 * among them: the guard of the admin sections with a page of their own (the API refuses their
 * calls as well).
 */
export async function requireAdminFeature(
  context: Readonly<RouterContextProvider>,
  feature: number,
): Promise<{ userId: number | null; isSuper: boolean; features: number[] }> {
  const { data: session } = await apiOf(context).call(currentSession);
  const features = session?.role_info?.role_accesses.map((access) => access.feature_id) ?? [];
  if (!features.includes(feature)) throw data('Forbidden', { status: 403 });
  return {
    userId: session?.user_info?.id ?? null,
    isSuper: Boolean(session?.role_info?.is_super),
    features,
  };
}
