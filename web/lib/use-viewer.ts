import { useEffect, useSyncExternalStore } from 'react';
import { useFetchers, useNavigation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { storedUser } from './startup.ts';
import type { Viewer } from './viewer.ts';

/**
 * Who is signed in, as the pages show it (docs/decisions/0029).
 *
 * A page rendered for this request says it in the root loader's `viewer`. A public page comes
 * from the cache every signed-in visitor shares, and only says `signedIn`: the browser then asks
 * /auth/viewer (its own session, never cached) and fills in the name, picture and role. Until the
 * answer, `pending` is true and the header keeps the account menu's place with a placeholder.
 */
export interface ViewerState {
  viewer: Viewer | null;
  pending: boolean;
}

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The answer for the root data it was asked for (a new revalidation asks again). */
interface Known {
  viewer: Viewer | null;
  data: RootData | undefined;
}

let known: Known | undefined;
/** The root data of the question under way, and how many questions were asked. */
let askingFor: RootData | undefined;
let asked = 0;
const listeners = new Set<() => void>();

function set(next: Known | undefined): void {
  known = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who this browser's session belongs to; only the latest question's answer counts. */
async function ask(data: RootData): Promise<void> {
  const question = ++asked;
  askingFor = data;
  let viewer: Viewer | null;
  try {
    const response = await fetch('/auth/viewer', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`/auth/viewer answered ${response.status}`);
    viewer = ((await response.json()) as { viewer: Viewer | null }).viewer;
  } catch (error) {
    // Offline (or the server is away): the person this browser last saw signed in (spec §4).
    console.warn('viewer: who is signed in could not be asked', error);
    viewer = storedUser();
  }
  if (question !== asked) return;
  askingFor = undefined;
  set({ viewer, data });
}

/** Forgets the answer (a form post may sign someone in or out): the next page asks again. */
export function forgetViewer(): void {
  asked++;
  askingFor = undefined;
  set(undefined);
}

/**
 * Who is signed in, once known: at once, or when the browser's question is answered (a click
 * that depends on the person's role, made before the answer came, waits for it).
 */
export function viewerWhenKnown(state: ViewerState): Promise<Viewer | null> {
  if (!state.pending) return Promise.resolve(state.viewer);
  if (known) return Promise.resolve(known.viewer);
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      if (!known) return;
      stop();
      resolve(known.viewer);
    });
  });
}

/** True while a form post (a navigation or a fetcher) is on its way. */
function usePosting(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const posting = (state: string, method: string | undefined) =>
    state === 'submitting' && method !== undefined && method.toUpperCase() !== 'GET';
  return (
    posting(navigation.state, navigation.formMethod) ||
    fetchers.some((fetcher) => posting(fetcher.state, fetcher.formMethod))
  );
}

export function useViewer(): ViewerState {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  // The server and the hydrating render know nothing the page did not say.
  const current = useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
  const posting = usePosting();
  const ownViewer = data?.viewer ?? null;
  const signedIn = data?.signedIn ?? false;

  useEffect(() => {
    if (posting) forgetViewer();
  }, [posting]);

  useEffect(() => {
    if (!data || posting) return;
    if (ownViewer) {
      if (known?.data !== data) set({ viewer: ownViewer, data });
    } else if (!signedIn) {
      if (known) forgetViewer();
    } else if (known?.data !== data && askingFor !== data) {
      void ask(data);
    }
    // `posting`: an answer forgotten while a form was posted is asked again after it.
  }, [data, ownViewer, signedIn, posting]);

  if (ownViewer) return { viewer: ownViewer, pending: false };
  if (!signedIn) return { viewer: null, pending: false };
  if (!current) return { viewer: null, pending: true };
  return { viewer: current.viewer, pending: false };
}
