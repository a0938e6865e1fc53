/** The staff tool, `npm run leads -- <command>` ({@link USAGE}; docs/server.md, "The staff tool"); exit 0 done, 1 failed, 2 usage. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { limits, isValidEmail } from '../shared';
import { backupDirFromEnv, DEFAULT_LEADS_DB, leadsDbFromEnv } from '../config';
import { backupDatabase, DEFAULT_BACKUP_KEEP, purgeExpiredBackups, restoreDatabase } from '../db/backup';
import { describeOutboxHealth, outboxHealth, type OutboxHealth } from '../mail/health';
import { LeadStore, phoneDigits, type LeadRecord, type LeadStats, type Person } from '../db/leads';

/** Where the tool writes, and its clock (ms since the epoch); injectable for tests. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => number;
}

/** The help text. */
export const USAGE = `Usage: npm run leads -- <command>
  list [--limit N]                               newest leads first (default 50)
  show ID                                        one lead, every field
  export --email ADDRESS [--format json|csv]     every lead of a person (GDPR access)
  export --phone NUMBER [--format json|csv]      the same by phone (digits compared; spaces, +, - ignored)
  erase --email ADDRESS | --phone NUMBER         delete every lead of a person (GDPR erasure)
  retry-dead                                     send dead letters again
  purge [--older-than-days ${limits.leadRetentionDays}]                  delete leads older than the retention period
  stats                                          leads per month and topic, mail states (no personal data)
  backup [--to DIR] [--keep N]                   checked copy into DIR (default BACKUP_DIR), keep the newest N (default ${DEFAULT_BACKUP_KEEP})
  restore FILE                                   put a backup in place (stop the server first); the current database is kept aside
Database: LEADS_DB (default ${DEFAULT_LEADS_DB}); backups: BACKUP_DIR (default backups/ beside it)`;

class UsageError extends Error {}

/** The numeric options, by name, with their upper bounds. */
const maxima = { limit: 1_000_000, 'older-than-days': 36_500, keep: 1_000 } as const;

/** A numeric option's whole number from 1 to its maximum, or `fallback` when it is absent. @throws UsageError. */
function wholeNumber(options: Map<string, string>, name: keyof typeof maxima, fallback: number): number {
  const raw = options.get(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > maxima[name])
    throw new UsageError(`--${name} must be a whole number from 1 to ${maxima[name].toLocaleString('en')} (got ${raw})`);
  return Number(raw);
}

/** The exit code of a failed command, its message and, for a usage error, the usage written to stderr. */
function failed(err: unknown, io: CliIo): number {
  if (err instanceof UsageError) {
    io.err(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  io.err(`Failed: ${(err as Error).message}`);
  return 1;
}

/** The commands, each with the options it takes (all take a value) and the names of its positional arguments. */
const commands = {
  list: { options: ['limit'], positionals: [] },
  show: { options: [], positionals: ['ID'] },
  export: { options: ['email', 'phone', 'format'], positionals: [] },
  erase: { options: ['email', 'phone'], positionals: [] },
  'retry-dead': { options: [], positionals: [] },
  purge: { options: ['older-than-days'], positionals: [] },
  stats: { options: [], positionals: [] },
  backup: { options: ['to', 'keep'], positionals: [] },
  restore: { options: [], positionals: ['FILE'] },
} as const satisfies Record<string, { options: readonly string[]; positionals: readonly string[] }>;

/** A command name. */
type Verb = keyof typeof commands;

/**
 * Parses `args` strictly: a known verb, only its options, each once with a value, its positionals.
 * @returns the verb, the option values by name (never empty) and the positional arguments. @throws UsageError.
 */
export function parseCommand(args: string[]) {
  const [verb, ...rest] = args;
  if (!verb) throw new UsageError('no command given');
  if (!Object.hasOwn(commands, verb)) throw new UsageError(`unknown command: ${verb}`);
  const spec = commands[verb as Verb];
  // A negative number after an option reads as an option to parseArgs: say what is wrong with it instead.
  rest.forEach((arg, i) => {
    const name = arg.slice(2);
    if (arg.startsWith('--') && Object.hasOwn(maxima, name) && /^-\d/.test(rest[i + 1] ?? '')) {
      wholeNumber(new Map([[name, rest[i + 1]]]), name as keyof typeof maxima, 0);
    }
  });
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: Object.fromEntries(spec.options.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: true,
      tokens: true,
    });
  } catch (err) {
    const option = /'(--?[^' ]+)/.exec((err as Error).message)?.[1];
    const code = (err as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`${verb} does not take ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${option} needs a value`);
    throw new UsageError((err as Error).message.split('\n')[0]);
  }
  const options = new Map<string, string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (options.has(token.name)) throw new UsageError(`--${token.name} given twice`);
    if (!token.value) throw new UsageError(`--${token.name} needs a value`);
    options.set(token.name, token.value);
  }
  const names = spec.positionals as readonly string[];
  if (parsed.positionals.some((p) => p.trim() === '')) throw new UsageError(`${verb} got an empty argument`);
  if (parsed.positionals.length !== names.length) {
    throw new UsageError(
      names.length === 0 ? `${verb} takes no argument (got ${parsed.positionals.join(' ')})` : `${verb} needs ${names.join(' ')}, exactly`,
    );
  }
  for (const name of Object.keys(maxima) as Array<keyof typeof maxima>) wholeNumber(options, name, 0);
  if (verb === 'show' && !/^\d{1,15}$/.test(parsed.positionals[0]))
    throw new UsageError(`show needs a lead ID, a number (got ${parsed.positionals[0]})`);
  return { verb: verb as Verb, options, positional: parsed.positionals };
}

/** Whose leads `export` and `erase` select: `--email` or `--phone`, exactly one. @throws UsageError. */
function requirePerson(options: Map<string, string>): Person {
  const email = options.get('email');
  const phone = options.get('phone');
  if (email !== undefined && phone !== undefined) throw new UsageError('give --email or --phone, not both');
  if (phone !== undefined) {
    if (phoneDigits(phone).length < limits.phoneMinChars)
      throw new UsageError(`--phone needs at least ${limits.phoneMinChars} digits: ${phone}`);
    return { by: 'phone', phone };
  }
  if (!email) throw new UsageError('--email ADDRESS or --phone NUMBER is required');
  if (!isValidEmail(email)) throw new UsageError(`not an e-mail address: ${email}`);
  return { by: 'email', email };
}

function describePerson(p: Person): string {
  return p.by === 'email' ? p.email : `phone ${p.phone}`;
}

/** Empties the WAL after a delete (a few tries: the server may be mid-transaction) and says whether it could. @returns the exit code. */
function emptyWal(store: LeadStore, io: CliIo): number {
  for (let i = 0; i < 5; i += 1) {
    if (!store.truncateWal()) continue;
    io.out('Database files: deleted rows overwritten with zeros, write-ahead log emptied.');
    return 0;
  }
  io.err(
    'The write-ahead log could not be emptied (another connection kept it busy): the deleted text may remain in leads.sqlite-wal. Run the command again.',
  );
  return 1;
}

/** `stats` as text: counts and months only, with the outbox's health as `/api/health` judges it. */
export function formatStats(s: LeadStats, health: OutboxHealth): string[] {
  const lines: string[] = [];
  const total = s.states.pending + s.states.sent + s.states.dead;
  lines.push(`Leads: ${total} (mail sent ${s.states.sent}, pending ${s.states.pending}, dead letters ${s.states.dead})`);
  lines.push(`Oldest pending: ${s.oldestPendingAt ?? '—'}`);
  lines.push(`Oldest dead letter: ${s.oldestDeadAt ?? '—'}`);
  lines.push(describeOutboxHealth(health));
  if (s.perMonthAndTopic.length === 0) return [...lines, 'No leads per month yet.'];
  const topics = [...new Set(s.perMonthAndTopic.map((r) => r.topic))].sort();
  const months = [...new Set(s.perMonthAndTopic.map((r) => r.month))];
  const width = Math.max(5, ...topics.map((t) => t.length));
  lines.push('', ['month  ', ...topics.map((t) => t.padStart(width)), 'total'.padStart(width)].join('  '));
  for (const month of months) {
    const row = topics.map((t) => s.perMonthAndTopic.find((r) => r.month === month && r.topic === t)?.leads ?? 0);
    const sum = row.reduce((a, b) => a + b, 0);
    lines.push([month, ...row.map((n) => String(n).padStart(width)), String(sum).padStart(width)].join('  '));
  }
  return lines;
}

/** Columns of the CSV export, in order. */
const csvColumns: ReadonlyArray<keyof LeadRecord> = [
  'id',
  'receivedAt',
  'lang',
  'topic',
  'fullName',
  'company',
  'email',
  'mobileNumber',
  'subject',
  'clientSubject',
  'message',
  'consentPolicyVersion',
  'state',
  'sentAt',
];

/** A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'`. */
export function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Leads as CSV (RFC 4180, by `csv-stringify`) with a header row and CRLF line ends, formulas defused. */
export function toCsv(leads: LeadRecord[]): string {
  return stringify(leads, {
    header: true,
    columns: [...csvColumns],
    record_delimiter: '\r\n',
    cast: { string: defuseFormula },
  });
}

/** Valid JSON that also escapes DEL, the C1 controls and line separators, so a visitor's text cannot drive a terminal. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One line per lead for `list`: id, received time, state, language, topic, name (control characters as spaces). */
function listLine(l: LeadRecord): string {
  const name = l.fullName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
  return `${String(l.id).padStart(6)}  ${l.receivedAt}  ${l.state.padEnd(7)}  ${l.lang}  ${l.topic.padEnd(11)}  ${name}`;
}

/** Runs one command (`args` after `leads`, e.g. `['show', '12']`) against an open store. @returns the exit code. */
export function runLeadsCommand(args: string[], store: LeadStore, io: CliIo): number {
  const now = io.now ?? Date.now;
  try {
    const { verb, options, positional } = parseCommand(args);
    switch (verb) {
      case 'list': {
        const leads = store.list(wholeNumber(options, 'limit', 50));
        if (leads.length === 0) io.out('No leads.');
        for (const l of leads) io.out(listLine(l));
        return 0;
      }
      case 'show': {
        const id = positional[0];
        const lead = store.get(Number(id));
        if (!lead) {
          io.err(`No lead ${id}.`);
          return 1;
        }
        io.out(terminalJson(lead));
        return 0;
      }
      case 'export': {
        const person = requirePerson(options);
        const format = options.get('format') ?? 'json';
        if (format !== 'json' && format !== 'csv') throw new UsageError('--format must be json or csv');
        const leads = store.findPerson(person);
        io.out(format === 'csv' ? toCsv(leads).trimEnd() : terminalJson(leads));
        io.err(`${leads.length} lead(s) for ${describePerson(person)}.`);
        return 0;
      }
      case 'erase': {
        const person = requirePerson(options);
        const n = store.erasePerson(person);
        io.out(`Erased ${n} lead(s) for ${describePerson(person)}.`);
        return emptyWal(store, io);
      }
      case 'stats': {
        const stats = store.stats();
        for (const line of formatStats(stats, outboxHealth(stats, now()))) io.out(line);
        return 0;
      }
      case 'retry-dead': {
        const n = store.retryDead(now());
        io.out(`${n} dead letter(s) queued again; a running server sends them within seconds.`);
        return 0;
      }
      case 'purge': {
        const days = wholeNumber(options, 'older-than-days', limits.leadRetentionDays);
        const n = store.purgeOlderThan(days, new Date(now()));
        io.out(`Purged ${n} lead(s) older than ${days} days.`);
        return emptyWal(store, io);
      }
      case 'backup':
      case 'restore':
        throw new Error(`${verb} opens the database itself: run it through runBackupCommand`);
    }
  } catch (err) {
    return failed(err, io);
  }
}

/**
 * Runs `backup` or `restore`, which open the database themselves; `paths`: the database and the default backup folder
 * (absolute). @returns the exit code.
 */
export async function runBackupCommand(args: string[], paths: { leadsDb: string; backupDir: string }, io: CliIo): Promise<number> {
  const now = new Date((io.now ?? Date.now)());
  try {
    const { verb, options, positional } = parseCommand(args);
    if (verb === 'backup') {
      const keep = wholeNumber(options, 'keep', DEFAULT_BACKUP_KEEP);
      const dir = options.has('to') ? path.resolve(options.get('to')!) : paths.backupDir;
      if (!existsSync(paths.leadsDb)) {
        io.err(`No leads database at ${paths.leadsDb} (set LEADS_DB).`);
        return 1;
      }
      const store = LeadStore.open(paths.leadsDb);
      try {
        const r = await backupDatabase(store.db, dir, now, keep);
        io.out(`Backup: ${r.file}`);
        io.out(
          `Checked: integrity ok, ${r.check.leads} lead(s), ${r.check.outbox} outbox row(s), schema version ${r.check.schemaVersion}.`,
        );
        const expired = purgeExpiredBackups(dir, limits.leadRetentionDays, now);
        io.out(
          `Rotated out ${r.removed.length} older backup(s) (keeping ${keep}); deleted ${expired.length} older than ${limits.leadRetentionDays} days.`,
        );
        return 0;
      } finally {
        store.close();
      }
    }
    if (verb === 'restore') {
      const file = positional[0];
      const r = restoreDatabase(paths.leadsDb, path.resolve(file), now);
      io.out(`Restored ${paths.leadsDb} from ${path.resolve(file)}: ${r.check.leads} lead(s), integrity ok.`);
      io.out(r.aside ? `The database that was in place is kept as ${r.aside}.` : 'There was no database in place.');
      return 0;
    }
    throw new UsageError(`${verb} is not a backup command`);
  } catch (err) {
    return failed(err, io);
  }
}

/** A failed write to stdout or stderr (EPIPE, as after `| head`) ends the process non-zero, not a silent success with cut output. */
function guardOutput(): void {
  let cut: string | undefined;
  const onError = (stream: string) => (err: NodeJS.ErrnoException) => {
    if (cut) return;
    cut = stream;
    const why = err.code === 'EPIPE' ? 'the reader closed it before the end (EPIPE)' : err.message;
    // stderr may be the closed one; then the exit code alone tells.
    if (stream === 'stdout') process.stderr.write(`Output cut: ${why}. Nothing more was written.\n`, () => undefined);
  };
  process.stdout.on('error', onError('stdout'));
  process.stderr.on('error', onError('stderr'));
  process.on('exit', () => {
    if (cut) process.exitCode = 1;
  });
}

/** Parses (a usage error exits 2 before the database opens), runs, closes. @returns the exit code. */
async function runCommandLine(args: string[], io: CliIo): Promise<number> {
  if (args.length === 1 && (args[0] === '--help' || args[0] === 'help')) {
    io.out(USAGE);
    return 0;
  }
  try {
    parseCommand(args);
  } catch (err) {
    return failed(err, io);
  }
  const file = leadsDbFromEnv(process.env);
  if (args[0] === 'backup' || args[0] === 'restore')
    return runBackupCommand(args, { leadsDb: file, backupDir: backupDirFromEnv(process.env) }, io);
  if (!existsSync(file)) {
    io.err(`No leads database at ${file} (set LEADS_DB).`);
    return 1;
  }
  let store: LeadStore;
  try {
    store = LeadStore.open(file);
  } catch (err) {
    io.err(`Cannot open ${file}: ${(err as Error).message}`);
    return 1;
  }
  try {
    return runLeadsCommand(args, store, io);
  } finally {
    store.close();
  }
}

// The exit code is set, never forced, so all output lands.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  guardOutput();
  const io: CliIo = { out: (t) => process.stdout.write(`${t}\n`), err: (t) => process.stderr.write(`${t}\n`) };
  void runCommandLine(process.argv.slice(2), io).then((code) => (process.exitCode = code));
}
