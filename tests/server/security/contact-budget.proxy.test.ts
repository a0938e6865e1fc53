/**
 * Behind the proxy, the per-client budget follows the visitor's address as
 * the proxy reports it, and nothing a client writes itself: with
 * `TRUST_PROXY` as the production environment file sets it
 * (`deploy/bretema-site.env`), a client that sends its own `X-Forwarded-For`
 * — replaced by Caddy, appended to by nginx — is still one client.
 * `npm run rehearse` checks the same through Caddy itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, postLead, validLead } from '../helpers';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** `TRUST_PROXY` of the production environment file. */
function productionTrustProxy(): string {
  const env = readFileSync(path.join(ROOT, 'deploy', 'bretema-site.env'), 'utf8');
  const line = env.split('\n').find((l) => l.startsWith('TRUST_PROXY='));
  if (!line) throw new Error('deploy/bretema-site.env sets no TRUST_PROXY');
  return line.slice('TRUST_PROXY='.length).trim();
}

const PROXY = '127.0.0.1';
const VISITOR = '203.0.113.7';
const PER_CLIENT = 3;

describe('the rate limit behind the proxy', () => {
  async function app() {
    return build({ TRUST_PROXY: productionTrustProxy(), RATE_LIMIT_PER_CLIENT: String(PER_CLIENT) });
  }
  const post = (t: Awaited<ReturnType<typeof app>>, xff: string, remote = PROXY) =>
    postLead(t, validLead, { 'x-forwarded-for': xff }, remote).then((r) => r.statusCode);

  it("counts the visitor's address from the proxy, whatever X-Forwarded-For the visitor sent", async () => {
    const t = await app();
    const statuses: number[] = [];
    for (let i = 1; i <= PER_CLIENT + 2; i += 1) {
      // nginx appends the connecting address to the client's header; the client forges a new one each time.
      statuses.push(await post(t, `198.51.100.${i}, ${VISITOR}`));
    }
    expect(statuses).toEqual([...Array(PER_CLIENT).fill(200), 429, 429]);
    // Caddy replaces the client's header with the connecting address: the same visitor, the same budget.
    expect(await post(t, VISITOR)).toBe(429);
    // Another visitor behind the same proxy has a budget of their own.
    expect(await post(t, '203.0.113.8')).toBe(200);
  });

  it('ignores X-Forwarded-For from a connection that is not the proxy', async () => {
    const t = await app();
    const direct = '192.0.2.50';
    const statuses: number[] = [];
    for (let i = 1; i <= PER_CLIENT + 1; i += 1) statuses.push(await post(t, `198.51.100.${i}`, direct));
    expect(statuses).toEqual([...Array(PER_CLIENT).fill(200), 429]);
  });
});
