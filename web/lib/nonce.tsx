import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext('');

/** Gives server-rendered inline scripts the response's CSP nonce. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
