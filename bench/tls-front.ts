/**
 * An HTTPS front speaking HTTP/2 before a server on plain HTTP/1.1, as a production deployment's
 * TLS terminator (a reverse proxy or CDN) puts one before Haat. Lighthouse's simulation models
 * what it sees: over HTTP/1.1 a page's two dozen files queue for six connections, each opened
 * with its own handshake; over HTTP/2 they share one. Only `bench/lighthouse.ts --tls` uses it
 * (decision 0037).
 *
 * The certificate is made for 127.0.0.1 by `openssl`, in a temporary directory, at each start;
 * the browser is told to accept it (`--ignore-certificate-errors`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop that HTTP/2 forbids or that the next hop sets itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export interface TlsFront {
  /** `https://127.0.0.1:port` */
  base: string;
  close: () => Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'haat-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new Error(`openssl could not make a certificate: ${made.stderr || made.error}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_HEADERS.has(name)) out[name] = value;
  }
  return out;
}

/** Starts the front on a free port, passing every request on to `target` (`http://host:port`). */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (request, response) => {
    const send = (attempt: number) => {
      const forwarded = http.request(
        {
          // A retry takes a connection of its own: the failed one may be a kept-alive socket the
          // server had just closed.
          agent: attempt === 1 ? agent : false,
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...endToEndHeaders(request.headers), host: upstream.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
          answer.pipe(response);
        },
      );
      forwarded.on('error', (error) => {
        // A GET or HEAD not yet answered is tried once more; anything else ends the browser's
        // stream, and says why (the page's server logs to its own output).
        const again =
          attempt === 1 && !response.headersSent && (request.method === 'GET' || request.method === 'HEAD');
        process.stderr.write(
          `tls front: ${request.method} ${request.url}: ${error.message}${again ? '; trying again' : ''}\n`,
        );
        if (again) send(2);
        else response.destroy();
      });
      if (attempt === 1) request.pipe(forwarded);
      else forwarded.end();
    };
    send(1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
