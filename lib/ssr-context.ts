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
}
