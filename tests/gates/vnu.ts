/**
 * Gate 2 of docs/performance.md (valid HTML): the W3C Nu HTML Checker (`vnu-jar`, a Java
 * program) over every built page, in one Java process for speed.
 *
 * Java 11 or later must be installed (Debian: `apt-get install
 * openjdk-17-jre-headless`); without it the gate fails and says so, rather
 * than passing silently.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One message of the checker (`--format json`). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  lastColumn?: number;
  extract?: string;
}

/** Oldest Java major version vnu-jar 26 runs on. */
export const MIN_JAVA = 11;

/**
 * Checks that `java` is installed and recent enough.
 * @returns the major version.
 * @throws with installation advice when Java is missing or too old.
 */
export function requireJava(): number {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    throw new Error(
      'The HTML gate needs Java (the W3C Nu validator, vnu-jar, is a Java program) and `java` was not found. ' +
        'Install a JRE 11+ (Debian/Ubuntu: `apt-get install openjdk-17-jre-headless`) and run the tests again.',
    );
  }
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  const major = m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : 0;
  if (major < MIN_JAVA) {
    throw new Error(`The HTML gate needs Java ${MIN_JAVA}+ for vnu-jar; \`java -version\` says: ${run.stderr.trim()}`);
  }
  return major;
}

/** Path of `vnu.jar` inside the installed `vnu-jar` package. */
export function vnuJarPath(): string {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
}

/**
 * Validates HTML files with one vnu process.
 * @param files absolute paths.
 * @returns the error messages (warnings and info are left out by `--errors-only`).
 * @throws when Java is missing or vnu does not produce its JSON report.
 */
export function validateHtml(files: readonly string[]): VnuMessage[] {
  requireJava();
  if (files.length === 0) return [];
  const run = spawnSync('java', ['-Xss4m', '-jar', vnuJarPath(), '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`vnu did not produce a JSON report (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
  return report.messages.filter((m) => m.type !== 'info');
}
