// `npm run test:db`: only the Vitest files whose outcome depends on the database driver, that is the
// files that open a test database (tests/support/test-db.ts or test-app.ts) or read TEST_DATABASE_URL.
// CI runs the whole suite on PostgreSQL, then these again on PGlite (the `npm start` default): the
// pure tests (units, chef, assistant, jsdom) do the same work on either and run once.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const DRIVER_SENSITIVE = /tests\/support\/test-(?:db|app)|TEST_DATABASE_URL/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = ['src/server', 'bench']
  .flatMap(testFiles)
  .filter((file) => DRIVER_SENSITIVE.test(readFileSync(file, 'utf8')))
  .sort();
if (files.length === 0) {
  console.error('test:db found no database test files');
  process.exit(1);
}
console.log(`test:db: ${files.length} files that touch the database`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...files, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
