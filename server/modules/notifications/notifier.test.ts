import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '#server/config.ts';
import { createNotifier } from './notifier.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe('the notifier and its configuration', () => {
  it('keeps messages in the outbox unless SMTP_URL is set', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Haat <no-reply@localhost>');
    expect(
      createNotifier({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, logBodies: true, log }).kind,
    ).toBe('outbox');
    const smtp = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      PUBLIC_URL: 'https://haat.com.bd',
    });
    expect(smtp.mailFrom).toBe('Haat <no-reply@haat.com.bd>');
    expect(
      createNotifier({ smtpUrl: smtp.smtpUrl, mailFrom: smtp.mailFrom, logBodies: false, log }).kind,
    ).toBe('smtp');
  });

  it('names a wrong SMTP_URL or MAIL_FROM', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ SMTP_URL: 'http://mail.example.com' })[0]).toMatch(/^SMTP_URL must start with smtp/);
    expect(problems({ MAIL_FROM: 'not an address' })[0]).toMatch(/^MAIL_FROM must be an address/);
    expect(problems({ MAIL_FROM: 'Haat Shop <shop@haat.com.bd>' })).toEqual([]);
  });
});
