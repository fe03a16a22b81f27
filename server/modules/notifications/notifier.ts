import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxItem } from '#lib/contracts/auth.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notificationOutbox } from './schema.ts';
import { sendMail } from './smtp.ts';

/** A message to one person: an e-mail, or an SMS to a mobile number. */
export interface Notification {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  userId?: number;
}

/**
 * Delivers codes and notices. `outbox` keeps every message in the database (shown on
 * /dev/outbox) and the log; `smtp` sends e-mail through SMTP_URL. There is no SMS gateway
 * yet, so text messages always go to the outbox.
 */
export interface Notifier {
  readonly kind: 'outbox' | 'smtp';
  /** Keeps or sends the message; pass the transaction it belongs to, if any. */
  send(db: Tx, message: Notification): Promise<void>;
}

export interface NotifierOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether the log may show a kept message's text (codes): never in production. */
  logBodies: boolean;
  log: FastifyBaseLogger;
}

async function keep(db: Tx, message: Notification, options: NotifierOptions): Promise<void> {
  await db.insert(notificationOutbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    user_id: message.userId ?? null,
  });
  if (options.logBodies) {
    options.log.info(
      { to: message.to, channel: message.channel },
      `outbox: ${message.subject}\n${message.text}`,
    );
  } else {
    options.log.warn({ channel: message.channel }, 'outbox: a message was kept, not delivered (no gateway)');
  }
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { smtpUrl } = options;
  if (!smtpUrl) return { kind: 'outbox', send: (db, message) => keep(db, message, options) };
  return {
    kind: 'smtp',
    async send(db, message) {
      if (message.channel === 'sms') return keep(db, message, options);
      // Sent after the answer: a slow mail server must neither slow sign-up nor reveal, by
      // timing, whether a "forgot password" address has an account.
      setImmediate(() => {
        sendMail(smtpUrl, {
          from: options.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
        })
          .then(() => options.log.info({ to: message.to }, 'mail sent'))
          .catch((error: unknown) =>
            options.log.error({ err: error, to: message.to }, 'mail could not be sent'),
          );
      });
    },
  };
}

/** The newest kept messages first. */
export async function listOutbox(db: Db, limit = 50): Promise<OutboxItem[]> {
  const rows = await db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created_at: row.created_at.toISOString(),
  }));
}
