/**
 * Fills a PostgreSQL database with a big, plausible data set for the admin console benchmarks:
 * users (default 100,000), saved recipes (1,000,000), scheduled meals (when the calendar's table
 * exists), generation events and admin logs. Set-based SQL (generate_series), so 100k users and
 * 1M recipes take a minute or two, not hours. Counter triggers are switched off during the load
 * and the counters rebuilt once at the end.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/chowdr_scale npm run seed:scale [-- --users 100000 --recipes 1000000]
 *
 * The database is migrated first. Seeded accounts are named scale_<n> with password
 * "scale-seed-password-1"; they are added after the existing ones (the first account stays admin).
 */
import pg from 'pg';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { migrateDatabase, openDatabase } from '../src/server/db/client';

export interface SeedOptions {
  users: number;
  recipes: number;
  logs: number;
  generations: number;
  /** Scheduled meals per 100 recipes (only when scheduled_meals exists). */
  mealsPer100Recipes: number;
  log?: (line: string) => void;
}

export const SCALE_PASSWORD = 'scale-seed-password-1';

export function defaultsFor(users: number): SeedOptions {
  return { users, recipes: users * 10, logs: users * 2, generations: users * 3, mealsPer100Recipes: 20 };
}

export async function seedScale(url: string, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (what: string, q: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const res = await client.query(q, params);
    log(`  ${what}: ${res.rowCount ?? 0} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const hasMeals = (await client.query(`select to_regclass('public.scheduled_meals') is not null as ok`)).rows[0]
      .ok as boolean;
    const base = Number((await client.query(`select coalesce(max(id), 0) as m from users`)).rows[0].m);
    log(
      `seeding ${opts.users} users, ${opts.recipes} recipes${hasMeals ? ', scheduled meals' : ''}, ${opts.generations} generations, ${opts.logs} admin logs`,
    );
    await client.query('begin');
    for (const t of ['users', 'recipes', 'admin_logs', 'generation_events', ...(hasMeals ? ['scheduled_meals'] : [])]) {
      await client.query(`alter table ${t} disable trigger user`);
    }
    // admin_logs refuses UPDATE/DELETE only; inserts are fine, but its count trigger is off too.
    const tag = `${Date.now().toString(36)}`;
    await step(
      'users',
      `insert into users (username, email, email_verified, first_name, last_name, password_hash, role, is_active,
                          total_app_time_minutes, created_at, last_login_at, last_active_at)
       select 'scale_' || $2 || '_' || g, 'scale_' || $2 || '_' || g || '@example.com', g % 10 <> 0,
              (array['Ada','Ben','Cleo','Dev','Eli','Fay','Gus','Hana'])[1 + g % 8],
              (array['Baker','Cook','Fry','Stew','Roast','Brine'])[1 + g % 6],
              $1, 'user', g % 50 <> 0,
              (g::bigint * 7919) % 2000,
              now() - make_interval(secs => ((g::bigint * 104729) % (730 * 86400))),
              case when g % 3 = 0 then now() - make_interval(secs => ((g::bigint * 7907) % (25 * 86400)))
                   else now() - make_interval(secs => (40 * 86400 + (g::bigint * 7907) % (300 * 86400))) end,
              null
       from generate_series(1, $3::int) g`,
      [passwordHash, tag, opts.users],
    );
    const first = base + 1;
    await step(
      'recipes',
      `insert into recipes (user_id, title, cuisine, meal_type, cooking_time, servings, difficulty, ingredients,
                            instructions, nutrition, content_hash, created_at)
       select u.id,
              (array['Lemon','Smoky','Herbed','Crispy','Creamy','Spiced'])[1 + g % 6] || ' ' ||
              (array['Risotto','Tacos','Curry','Stew','Salad','Noodles','Frittata'])[1 + g % 7] || ' #' || g,
              (array['italian','mexican','asian','american','mediterranean','indian','french','japanese'])[1 + g % 8],
              (array['breakfast','lunch','dinner','snack','dessert'])[1 + g % 5],
              15 + g % 50, 1 + g % 6, (array['easy','medium','hard'])[1 + g % 3],
              '["200 g rice","1 onion, diced","2 cloves garlic"]'::jsonb,
              '["Prepare the ingredients.","Cook gently.","Serve."]'::jsonb,
              '{"calories":520,"protein":20,"carbs":60,"fat":18,"fiber":5}'::jsonb,
              md5(g::text), now() - make_interval(secs => ((g::bigint * 6151) % (700 * 86400)))
       from generate_series(1, $1::int) g
       join users u on u.id = $2::int + (g % $3::int)`,
      [opts.recipes, first, opts.users],
    );
    if (hasMeals && opts.mealsPer100Recipes > 0) {
      await step(
        'scheduled meals',
        `insert into scheduled_meals (user_id, recipe_id, date, meal_type)
         select r.user_id, r.id, (current_date + ((r.id % 60) - 30))::date,
                (array['breakfast','lunch','dinner'])[1 + r.id % 3]::scheduled_meal_type
         from recipes r where r.user_id >= $1::int and r.id % 100 < $2::int`,
        [first, opts.mealsPer100Recipes],
      );
    }
    await step(
      'generation events',
      `insert into generation_events (user_id, recipe_count, engine, created_at)
       select case when g % 4 = 0 then null else $2::int + (g % $3::int) end, 4, 'builtin',
              now() - make_interval(secs => ((g::bigint * 3571) % (365 * 86400)))
       from generate_series(1, $1::int) g`,
      [opts.generations, first, opts.users],
    );
    const adminId = Number(
      (await client.query(`select coalesce(min(id), 1) as id from users where role = 'admin'`)).rows[0].id,
    );
    await step(
      'admin logs',
      `insert into admin_logs (action, admin_id, admin_username, target_type, target_id, details, ip_address, user_agent, created_at)
       select (array['update_user_role','activate_user','deactivate_user','delete_recipe','update_improvement'])[1 + g % 5],
              $2::int, 'seed_admin', case when g % 5 = 3 then 'recipe' else 'user' end, $3::int + (g % $4::int),
              jsonb_build_object('before', jsonb_build_object('isActive', true), 'after', jsonb_build_object('isActive', false)),
              '203.0.113.' || (g % 250), 'seed-scale', now() - make_interval(secs => ($1::int - g))
       from generate_series(1, $1::int) g`,
      [opts.logs, adminId, first, opts.users],
    );
    for (const t of ['users', 'recipes', 'admin_logs', 'generation_events', ...(hasMeals ? ['scheduled_meals'] : [])]) {
      await client.query(`alter table ${t} enable trigger user`);
    }
    await step('counters rebuilt', `select stat_counters_rebuild()`);
    await client.query('commit');
    const t0 = performance.now();
    await client.query('vacuum analyze');
    log(`  vacuum analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

function arg(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('seed:scale needs PostgreSQL: set DATABASE_URL=postgres://… (a database you can fill).');
    process.exit(1);
  }
  const users = arg('users') ?? 100_000;
  const opts = { ...defaultsFor(users) };
  opts.recipes = arg('recipes') ?? opts.recipes;
  opts.logs = arg('logs') ?? opts.logs;
  const t0 = performance.now();
  seedScale(url, opts)
    .then(() => console.log(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s`))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
