/**
 * `GET /api/health` tells the truth about the database: it writes as a lead would, so a database another process keeps
 * locked or a damaged (truncated) file answers 503 `database_unavailable` within one check, and it recovers as soon as
 * the write succeeds again.
 */
import { truncateSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LEAD_LOCK_WAIT_MS } from '../../../../server/src/db/lock';
import { build, leadCount, postLead, validLead } from '../../helpers';

describe('/api/health and the database', () => {
  it('503 database_unavailable while another process holds the write lock, 200 again once it lets go', async () => {
    const t = await build();
    const health = () => t.app.inject({ url: '/api/health' });
    expect((await health()).statusCode).toBe(200);
    const other = new Database(t.config.leadsDb);
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    const locked = await health();
    expect([locked.statusCode, locked.json().reason]).toEqual([503, 'database_unavailable']);
    // It waited as a contact post would, no longer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEAD_LOCK_WAIT_MS - 50);
    other.exec('COMMIT');
    other.close();
    expect((await health()).statusCode).toBe(200);
  });

  it('503 database_unavailable when the database file was truncated under the server, as its posts fail', async () => {
    const t = await build();
    for (let i = 0; i < 20; i += 1) expect((await postLead(t, validLead, {}, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    expect(leadCount(t)).toBe(20);
    t.app.leads.db.pragma('wal_checkpoint(TRUNCATE)');
    truncateSync(t.config.leadsDb, 0);
    const res = await t.app.inject({ url: '/api/health' });
    expect([res.statusCode, res.json().reason]).toEqual([503, 'database_unavailable']);
  });
});
