import { createContext } from 'react-router';

/** The signed-in person as pages see them. */
export interface Viewer {
  id: number;
  name: string;
  userType: number;
}

/** Set by the root middleware from the session, null for visitors. */
export const viewerContext = createContext<Viewer | null>(null);
