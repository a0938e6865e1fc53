/**
 * Helpers of the hardening suites: free loopback ports, the real server started
 * as a child process (`server/src/server.ts` through tsx), and a scriptable
 * SMTP sink on loopback that can accept, refuse, stall or drop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { serverCommand } from '../../support/server';

/** Project root (tests run from it; resolved so a child's cwd can differ). */
export const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A server child process and what it printed. */
export interface ServerChild {
  proc: ChildProcess;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts `server/src/server.ts` with `env` (on top of a minimal environment)
 * and waits until `url`'s port accepts connections, at most `timeoutMs`.
 * @throws with the child's output when it exits or does not answer in time.
 */
export async function startServer(env: Record<string, string>, url: string, timeoutMs = 30_000): Promise<ServerChild> {
  // The shared command is `node --import tsx`, not the tsx binary: tsx would run the server as a
  // grandchild, and a SIGKILL to tsx would leave the server itself running.
  const [command, ...args] = serverCommand;
  const proc = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  let dead = false;
  void exited.then(() => (dead = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dead) throw new Error(`server exited early:\n${out}`);
    try {
      await listening(new URL(url));
      return { proc, output: () => out, exited };
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms:\n${out}`);
}

/** Resolves when a TCP connection to the URL's host and port succeeds (the certificate is not checked). */
function listening(url: URL): Promise<void> {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port }, () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopServer(child: ServerChild, graceMs = 5_000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** One mail as the sink received it. */
export interface SinkMail {
  raw: string;
  mail: ParsedMail;
  mailFrom: string;
  rcptTo: string[];
}

/**
 * Reads a message's DATA to its end, parses it and records it with its
 * envelope in `received`, then answers `callback`; with `hold`, never
 * answers (a server that stalls after DATA: the client times out).
 */
export function receiveMail(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  received: SinkMail[],
  callback: (err?: Error | null) => void,
  hold = false,
): void {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => {
    if (hold) return;
    const raw = Buffer.concat(chunks).toString('utf8');
    simpleParser(raw).then((mail) => {
      received.push({
        raw,
        mail,
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
      });
      callback();
    }, callback);
  });
}

/**
 * How the sink answers: `ok` accepts; `refuse` closes every connection at
 * once (as a relay that is down); an SMTP code answers RCPT TO with it;
 * `stall` never answers DATA's end; `drop` closes the connection during DATA.
 */
export type SinkMode = 'ok' | 'refuse' | 421 | 451 | 550 | 'stall' | 'drop';

/** A loopback SMTP sink whose behaviour a test switches with {@link SmtpSink.mode}. */
export interface SmtpSink {
  port: number;
  mode: SinkMode;
  received: SinkMail[];
  close(): Promise<void>;
}

/**
 * Starts a {@link SmtpSink} (`smtp-server` without AUTH/STARTTLS, as the
 * toolchain notes say) on `port` (default: any free one).
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = { port: 0, mode: 'ok', received: [], close: async () => undefined };
  const sockets = new Set<net.Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    socketTimeout: 60_000,
    onConnect(_session: SMTPServerSession, callback: (err?: Error) => void) {
      if (sink.mode === 'refuse') return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      return callback();
    },
    onRcptTo(_address, _session, callback) {
      if (typeof sink.mode === 'number') {
        const text = sink.mode === 550 ? 'Mailbox unavailable' : 'Service busy, retry soon';
        return callback(Object.assign(new Error(text), { responseCode: sink.mode }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const mode = sink.mode;
      if (mode === 'drop') {
        // Read a little of the message, then cut the connection mid-DATA.
        stream.once('data', () => {
          for (const s of sockets) s.destroy();
        });
        stream.on('data', () => undefined);
        stream.on('end', () => callback(new Error('dropped')));
        return;
      }
      receiveMail(stream, session, sink.received, callback, mode === 'stall');
    },
  });
  // The sockets, so 'drop' can cut a connection in the middle of DATA.
  server.server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return sink;
}

/** Header names of a raw mail's header block, lower-case, in order. */
export function headerNames(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0];
  return head
    .split(/\r?\n/)
    .filter((l) => !/^[ \t]/.test(l))
    .map((l) => l.slice(0, l.indexOf(':')).toLowerCase());
}

/**
 * Exactly the headers a lead mail carries: anything else would
 * have been injected by a visitor's text. `reply-to` only when the visitor
 * left an e-mail; `content-transfer-encoding` at the top level only for
 * single-part bodies.
 */
export const leadMailHeaders = new Set([
  'content-type',
  'from',
  'to',
  'reply-to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'x-lead-id',
  'content-transfer-encoding',
]);
