import { randomUUID } from 'node:crypto';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 15_000;

/** A reply of the server: its three-digit code and text lines. */
interface Reply {
  code: number;
  lines: string[];
}

/** Reads multi-line SMTP replies ("250-…" continues, "250 …" ends) from a socket. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: Reply) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;
  private queue: Reply[] = [];

  attach(socket: Socket | TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.push(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), lines: this.lines };
        this.lines = [];
        if (this.waiting) {
          const resolve = this.waiting;
          this.waiting = null;
          this.failed = null;
          resolve(reply);
        } else this.queue.push(reply);
      }
      end = this.buffer.indexOf('\r\n');
    }
  }

  private fail(error: Error): void {
    if (this.failed) {
      const reject = this.failed;
      this.waiting = null;
      this.failed = null;
      reject(error);
    }
  }

  next(): Promise<Reply> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
    });
  }
}

/** RFC 2047 encoding, so a Bengali subject survives every mail server. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

function addressOf(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return (match?.[1] ?? value).trim();
}

/** The message as sent after DATA: headers, a base64 UTF-8 body in 76-character lines. */
export function formatMessage(mail: Mail, now = new Date()): string {
  const domain = addressOf(mail.from).split('@')[1] ?? 'localhost';
  const body = (
    Buffer.from(mail.text)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/**
 * Sends one message through the server in `url`: `smtp://user:pass@host:587` (STARTTLS when
 * the server offers it) or `smtps://…:465` (TLS from the start). A small client over node:net
 * and node:tls, so the project needs no mail library for its one kind of mail.
 */
export async function sendMail(url: string, mail: Mail): Promise<void> {
  const target = new URL(url);
  const implicitTls = target.protocol === 'smtps:';
  const host = target.hostname;
  const port = Number(target.port || (implicitTls ? 465 : 587));
  const rejectUnauthorized = target.searchParams.get('tls') !== 'insecure';

  let socket: Socket | TLSSocket = implicitTls
    ? connectTls({ host, port, servername: host, rejectUnauthorized })
    : connectTcp({ host, port });
  socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timed out')));
  let reader = new ReplyReader();
  reader.attach(socket);

  const expect = async (allowed: number[], what: string): Promise<Reply> => {
    const reply = await reader.next();
    if (!allowed.includes(reply.code)) {
      throw new Error(`SMTP ${what} refused: ${reply.code} ${reply.lines.join(' ')}`);
    }
    return reply;
  };
  const command = async (line: string, allowed: number[], what = line.split(' ')[0] ?? line) => {
    socket.write(`${line}\r\n`);
    return expect(allowed, what);
  };

  try {
    await expect([220], 'greeting');
    let hello = await command('EHLO haat', [250]);
    if (!implicitTls && hello.lines.some((line) => /^STARTTLS\b/i.test(line))) {
      await command('STARTTLS', [220]);
      const plain = socket as Socket;
      plain.removeAllListeners('data');
      plain.removeAllListeners('close');
      plain.removeAllListeners('error');
      socket = connectTls({ socket: plain, servername: host, rejectUnauthorized });
      reader = new ReplyReader();
      reader.attach(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('secureConnect', () => resolve());
        socket.once('error', reject);
      });
      hello = await command('EHLO haat', [250]);
    }
    if (target.username) {
      const user = decodeURIComponent(target.username);
      const password = decodeURIComponent(target.password);
      const token = Buffer.from(`\0${user}\0${password}`).toString('base64');
      await command(`AUTH PLAIN ${token}`, [235], 'AUTH');
    }
    await command(`MAIL FROM:<${addressOf(mail.from)}>`, [250]);
    await command(`RCPT TO:<${addressOf(mail.to)}>`, [250, 251]);
    await command('DATA', [354]);
    // Lines starting with a dot are doubled (RFC 5321 §4.5.2); base64 never has them, headers might.
    const data = formatMessage(mail).replace(/^\./gm, '..');
    await command(`${data}\r\n.`, [250], 'message');
    socket.write('QUIT\r\n');
  } finally {
    socket.end();
  }
}
