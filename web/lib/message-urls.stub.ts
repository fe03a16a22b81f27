/**
 * Unit tests (vitest.config.ts) have no build: `virtual:haat-messages` is this, no language has a
 * file of its own, and translate() reads lib/i18n/messages.ts itself.
 */
export const messageFiles: Record<string, { page: string; rest: string }> = {};
