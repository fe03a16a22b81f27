/* What other modules may use of the notifications module (with schema.ts for foreign keys). */
export { createNotifier, type Notification, type Notifier } from './notifier.ts';
