/**
 * npm run bench:inbox    the staff inbox with BENCH_ROWS (100,000) generated submissions (clearly
 * fictional: invented names, example.org addresses, 60% contact messages, 40% applications, over two
 * years, a tenth of them in progress and some archived; names in Latin, Devanagari and Telugu, their
 * search keys filled as at start): the first page, a later page, searches by name (in another script
 * and spelt loosely), by a piece of an address, by phone and by reference, and filters, each timed as the median of BENCH_RUNS (15) runs
 * of the same code the route runs (listInbox: the page and its count). PGlite in memory, then
 * Postgres too when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set. Prints figures; asserts nothing.
 */
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { listInbox } from '../../server/inbox/inbox-store.ts';
import { SUBMISSION_KINDS } from '../../server/submissions/kinds.ts';
import { fillSearchKeys } from '../../server/submissions/search-key-fill.ts';
import type { InboxFilter } from '../../schema/api/staff-inbox.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FIRST = [
  'Aarav',
  'Priya',
  'Ravi',
  'Meena',
  'Kiran',
  'Anjali',
  'Suresh',
  'Lakshmi',
  'Arjun',
  'Divya',
  'प्रिया',
  'రవి',
  'లక్ష్మి',
  'सुनीता',
];
const LAST = [
  'Sharma',
  'Reddy',
  'Iyer',
  'Nair',
  'Patel',
  'Rao',
  'Khan',
  'Das',
  'Menon',
  'Gupta',
  'शर्मा',
  'రెడ్డి',
  'పోతుల',
];
const list = (names: string[]) => `ARRAY[${names.map((name) => `'${name}'`).join(', ')}]`;

/** Rows made by the database itself (generate_series): seconds, not minutes, for 100,000. */
async function fill(db: Database): Promise<string> {
  const contacts = Math.round(ROWS * 0.6);
  const pick = (names: string[], i: string) => `(${list(names)})[1 + (${i} * 7919) % ${names.length}]`;
  const when = (i: string) => `now() - make_interval(secs => ((${i} * 631) % (730 * 86400))::double precision)`;
  await db.exec(`INSERT INTO contact_messages (name, phone, email, message, created_at, notice_language, notice_version, consent_given_at)
    SELECT ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i / 12')}, '+91 98' || lpad(i::text, 8, '0'),
      'person' || i || '@example.org', 'A fictional question number ' || i, ${when('i')},
      (ARRAY['en', 'hi', 'te'])[1 + i % 3], 'bench', ${when('i')}
    FROM generate_series(1, ${contacts}) AS i`);
  await db.exec(`INSERT INTO volunteer_applications (domain, first_name, last_name, contact, date_of_birth, email,
      why_join_us, created_at, notice_language, consent_status)
    SELECT (ARRAY['ccae', 'csii', 'csaa', 'general'])[1 + i % 4], ${pick(FIRST, 'i + 5')}, ${pick(LAST, 'i / 12 + 3')},
      '98' || lpad(i::text, 8, '0'), date '1990-01-01' + (i % 5000), 'applicant' || i || '@example.org',
      'A fictional reason number ' || i, ${when('i + 7')}, (ARRAY['en', 'hi', 'te'])[1 + i % 3], 'given'
    FROM generate_series(1, ${ROWS - contacts}) AS i`);
  await db.exec(`INSERT INTO inbox_items (submission_type, submission_id, status)
    SELECT 'contact', id, CASE WHEN id % 50 = 0 THEN 'archived' ELSE 'in-progress' END
    FROM contact_messages WHERE id % 10 = 0`);
  // The keys the insert writes, made by the code that fills older rows at start.
  await fillSearchKeys(db, SUBMISSION_KINDS);
  await db.exec('ANALYZE');
  const { rows } = await db.query<{ reference: string }>(
    'SELECT reference FROM volunteer_applications LIMIT 1 OFFSET 777',
  );
  return rows[0].reference;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

async function bench(label: string, open: () => Promise<Database>, drop?: (db: Database) => Promise<void>) {
  const db = await open();
  try {
    await migrate(db);
    const started = performance.now();
    const reference = await fill(db);
    console.log(
      `${label}: ${ROWS.toLocaleString('en-IN')} rows generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const list = (filter: InboxFilter, after?: string) =>
      listInbox(db, SUBMISSION_KINDS, filter, { after, centreNames: {} });
    const page50 = (await list({})).next ?? undefined;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const cases: [string, InboxFilter, string?][] = [
      ['first page', {}],
      ['second page', {}, page50],
      ['search "priya sh"', { q: 'priya sh' }],
      ['search "shar" (common)', { q: 'shar' }],
      ['search "person4242@" (one address)', { q: 'person4242@' }],
      ['search "son4242@exa" (inside an address)', { q: 'son4242@exa' }],
      ['search "Pothula" (written పోతుల)', { q: 'Pothula' }],
      ['search "Laxmi" (Lakshmi, లక్ష్మి)', { q: 'Laxmi' }],
      ['search "Sunitha Sarma" (सुनीता शर्मा)', { q: 'Sunitha Sarma' }],
      ['search "+91 98000 04242" (a phone)', { q: '+91 98000 04242' }],
      ['search "004242" (part of a phone)', { q: '004242' }],
      ['search by reference', { q: reference.toLowerCase() }],
      ['search "zzz" (nothing)', { q: 'zzz' }],
      ['status in progress', { status: 'in-progress' }],
      ['status archived', { status: 'archived' }],
      ['centre csii, Hindi, the last 30 days', { centre: 'csii', language: 'hi', from: monthAgo, to: today }],
    ];
    for (const [name, filter, after] of cases) {
      const result = await list(filter, after);
      const ms = await median(() => list(filter, after));
      console.log(`  ${name.padEnd(38)} ${ms.toFixed(1).padStart(7)} ms  (${result.total} match)`);
    }
  } finally {
    await drop?.(db);
    await db.close();
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log(`Inbox: median of ${RUNS} runs of a page of 50 with its count; target under 200 ms.`);
if (!process.env.BENCH_POSTGRES_ONLY) await bench('PGlite (in memory)', () => openDatabase({}));
if (url) {
  // BENCH_KEEP_SCHEMA=name keeps the generated rows in that schema, to look at query plans afterwards.
  const keep = process.env.BENCH_KEEP_SCHEMA;
  const schema = keep ?? `bench_inbox_${process.pid}`;
  await bench(
    'Postgres',
    () => openDatabase({ url, schema }),
    keep ? undefined : (db) => db.exec(`DROP SCHEMA ${schema} CASCADE`),
  );
} else console.log('Postgres: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL).');
