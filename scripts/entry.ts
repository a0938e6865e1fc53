/** How a script runs as the command it is: only when it is the file Node started with (tests and other scripts import it). */
import { pathToFileURL } from 'node:url';

/** Whether `moduleUrl` (the caller's `import.meta.url`) is the file Node started with. */
export function isEntry(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1] ?? '').href;
}

/**
 * Runs `main` when `moduleUrl` (the caller's `import.meta.url`) is the process's entry file; when `main` throws or
 * rejects: `NAME: message` on stderr, exit 1.
 */
export function runAsEntry(moduleUrl: string, name: string, main: () => unknown): void {
  if (!isEntry(moduleUrl)) return;
  new Promise((resolve) => resolve(main())).catch((err: Error) => {
    process.stderr.write(`${name}: ${err.message}\n`);
    process.exit(1);
  });
}
