import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, sendMail } from './smtp.ts';

/** A tiny SMTP server that records the conversation, as a real relay would see it. */
function fakeSmtpServer(options: { rejectRecipient?: boolean } = {}) {
  const commands: string[] = [];
  const messages: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(data);
          data = '';
          socket.write('250 queued\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250-AUTH PLAIN\r\n250 SIZE 1000000\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT')
          socket.write(options.rejectRecipient ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('500 what?\r\n');
      }
    });
  });
  return {
    commands,
    messages,
    listen: () =>
      new Promise<number>((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the SMTP client', () => {
  const server = fakeSmtpServer();
  const refusing = fakeSmtpServer({ rejectRecipient: true });
  let port: number;
  let refusingPort: number;
  beforeAll(async () => {
    port = await server.listen();
    refusingPort = await refusing.listen();
  });
  afterAll(async () => {
    await server.close();
    await refusing.close();
  });

  it('signs in, sends one message with a Bengali subject and body intact, and quits', async () => {
    await sendMail(`smtp://mailer%40haat.test:p%40ss@127.0.0.1:${port}`, {
      from: 'Haat <no-reply@haat.test>',
      to: 'rahim@example.com',
      subject: 'Your Haat verification code · আপনার হাট যাচাই কোড',
      text: 'Your code is 123456.\n\nআপনার কোড 123456।',
    });
    expect(server.commands[0]).toBe('EHLO haat');
    expect(server.commands[1]).toBe(
      `AUTH PLAIN ${Buffer.from('\0mailer@haat.test\0p@ss').toString('base64')}`,
    );
    expect(server.commands).toContain('MAIL FROM:<no-reply@haat.test>');
    expect(server.commands).toContain('RCPT TO:<rahim@example.com>');
    const message = server.messages[0]!;
    const [head, body] = message.split('\r\n\r\n');
    expect(head).toContain('To: rahim@example.com');
    expect(head).toMatch(/Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=/);
    const subject = /Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(head!)![1]!;
    expect(Buffer.from(subject, 'base64').toString('utf8')).toContain('আপনার হাট যাচাই কোড');
    expect(Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toContain('আপনার কোড 123456');
  });

  it('fails with the server’s reason when a recipient is refused', async () => {
    await expect(
      sendMail(`smtp://127.0.0.1:${refusingPort}`, {
        from: 'no-reply@haat.test',
        to: 'x@example.com',
        subject: 'Hi',
        text: 'Hi',
      }),
    ).rejects.toThrow(/RCPT refused: 550/);
  });

  it('writes plain ASCII subjects as they are', () => {
    const message = formatMessage({ from: 'a@b.cd', to: 'c@d.ef', subject: 'Hello', text: 'x' });
    expect(message).toContain('Subject: Hello\r\n');
    expect(message).toContain('Content-Type: text/plain; charset=utf-8');
  });
});
