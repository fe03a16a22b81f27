import type { Transport } from './api-client.ts';

/**
 * What the server hands the web app for each page request. The web app turns it into React
 * Router's context in entry.server.tsx; this type is the whole contract between the two.
 */
export interface SsrRequestInit {
  /** Calls the API in-process with the visitor's cookies and address. */
  transport: Transport;
  /** The CSP nonce every inline script must carry. */
  nonce: string;
  requestId: string;
  publicUrl: string;
  adminPath: string;
  /**
   * A signed-in visitor's request for a public page, rendered without their session so every
   * signed-in visitor can share it: the page shows an account menu whose name and picture the
   * browser fills in (docs/decisions/0029).
   */
  sharedSignedIn?: boolean;
}
