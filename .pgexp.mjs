import { PGlite } from '@electric-sql/pglite';
import { cpSync, rmSync } from 'node:fs';
const mode = process.argv[2];
const dir = `/tmp/pgexp/run-${mode}`;
rmSync(dir, { recursive: true, force: true });
cpSync('/tmp/pgexp/base', dir, { recursive: true });
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
const settings = { a: [], b: ['shared_buffers=16MB'], c: ['shared_buffers=16MB','temp_buffers=2MB','work_mem=2MB','maintenance_work_mem=16MB','wal_buffers=1MB'], d: ['shared_buffers=8MB','temp_buffers=1MB','work_mem=1MB','maintenance_work_mem=8MB','wal_buffers=256kB'] }[mode[0]];
const initialMemory = mode.includes('m') ? 32 * 1024 * 1024 : undefined;
const t0 = performance.now(); console.log('before', rss());
const db = await PGlite.create(dir, { initialMemory, startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])] });
console.log('open', rss(), Math.round(performance.now() - t0), 'ms'); const t1 = performance.now();
for (let i = 0; i < 3000; i++) {
  await db.query(`insert into rate_limits (key, count, reset_at) values ($1, 1, now() + interval '1 minute') on conflict (key) do update set count = rate_limits.count + 1`, [`k${i % 500}`]);
  if (i % 3 === 0) await db.query('select * from users limit 10');
}
console.log('after 3000 writes', Math.round(performance.now() - t1), 'ms', rss(), 'heap', Math.round(process.memoryUsage().heapUsed/1048576), 'ab', Math.round(process.memoryUsage().arrayBuffers/1048576));
await db.close();
