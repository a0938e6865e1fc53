/** `GET /api/health` for an uptime monitor and the deploy: the release, counts only, never cached (docs/server.md, "Watching the outbox"). */
import type { FastifyPluginAsync } from 'fastify';
import { LEAD_LOCK_WAIT_MS, whenUnlocked } from '../../db/lock';
import { outboxHealth } from '../../mail/health';

/** The route, given the clock (`now`, ms since the epoch) and the `release` this server runs, answered as such (a deploy waits for its own). */
const routes: FastifyPluginAsync<{ now: () => number; release: string | null }> = async (app, opts) => {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let stats;
    try {
      // A write as a lead's would be, waiting for another process's lock as a contact post does.
      await whenUnlocked(() => app.leads.probeWrite(new Date(opts.now())), LEAD_LOCK_WAIT_MS);
      stats = app.leads.stats();
    } catch (err) {
      request.log.error({ err: (err as Error).message }, 'health: database unavailable');
      return reply.code(503).send({ ok: false, release: opts.release, reason: 'database_unavailable' });
    }
    const { ok, reason, pending, dead, oldestPendingMinutes } = outboxHealth(stats, opts.now());
    const outbox = { pending, dead, oldestPendingMinutes };
    return reply.code(ok ? 200 : 503).send({ ok, release: opts.release, ...(reason ? { reason } : {}), outbox });
  });
};

export default routes;
