import { like, sql } from 'drizzle-orm';
import { bookings } from '#server/db/schema.ts';
import type { Database } from '#server/db/database.ts';
import { demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';

export const CLEANERS_PER_CITY = 40;
export const BENCH_CUSTOMERS = 20_000;
export const BENCH_BOOKINGS = 100_000;
/** The bench cleaner's history (issue 29): five years of a cleaner working five days a week. */
export const BENCH_CLEANER_PAST_JOBS = 5_000;
/** Drafts the quote runs price again and again, one per request in turn. */
export const QUOTE_DRAFTS = 500;

/** The bench cleaner whose job list is measured: Edmonton's sixth. */
export function benchCleanerEmail(cityId: number, index = 5) {
  return `bench.cleaner.${cityId}.${index}@bench.mapleshine.ca`;
}

/** Drafts of the demo customer with known codes, as book-same-day would leave them. */
export async function insertQuoteDrafts(db: Database): Promise<string[]> {
  await db.execute(sql`
    insert into bookings (unique_code, booking_no, customer_id, status, full_name, email, mobile)
    select 'bench-quote-' || n, 'MS-' || nextval('booking_no_seq'), c.id, 'draft',
           'Amelia Tremblay', ${demoCustomer.email}, '7805550142'
    from generate_series(1, ${QUOTE_DRAFTS}) as n
    cross join (select customers.id from customers join users on users.id = customers.user_id
                where users.email = ${demoCustomer.email}) as c`);
  return Array.from({ length: QUOTE_DRAFTS }, (_, index) => `bench-quote-${index + 1}`);
}

/**
 * A marketplace a few years in: 40 approved cleaners per city (they log in with the demo
 * password), each with a week of their own (weekdays 8:00AM–6:00PM, Tuesday to Saturday
 * 10:00AM–9:00PM, or every day 7:00AM–7:00PM, local), 20 000 customers, 100 000 bookings and a
 * review for one completed job in three. Per cleaner: about 200 completed jobs in the past and
 * one accepted job a day at 15:00 UTC for the next 16 days; per city about 64 paid jobs nobody
 * has accepted yet, four a day from 16:00 UTC, two hours apart (inside the weeks, so the job
 * board has work to show); the rest cancelled, quoted or abandoned drafts. The demo
 * customer holds one booking in 2000. Statuses and times are spread so that no cleaner holds
 * two overlapping jobs (the exclusion constraint holds). The bench cleaner then takes over other
 * Edmonton cleaners' completed jobs until they hold 5 000 past jobs (the total stays 100 000).
 * `scale` (BENCH_SCALE) multiplies the cleaners, customers and bookings (10: 3 200 cleaners,
 * 200 000 customers, 1 000 000 bookings) and keeps what each person holds: the demo customer one
 * booking in 2000 × scale, every cleaner and city the same history and board.
 */
export async function seedBenchBookings(db: Database, edmontonId: number, scale = 1) {
  // BENCH_SCALE: more cleaners, customers and bookings, the same per person (a cleaner's
  // history, a customer's bookings, a city's open jobs), as a marketplace ten times larger.
  const cleanersPerCity = CLEANERS_PER_CITY * scale;
  const customerCount = BENCH_CUSTOMERS * scale;
  const bookingCount = BENCH_BOOKINGS * scale;
  const demoCustomerEvery = 2000 * scale;
  const cleanerHash = sql`(select password_hash from users where email = ${demoContractorEmail('Edmonton')})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, password_hash, activated_at)
      select format('bench.cleaner.%s.%s@bench.mapleshine.ca', c.id, k), ${cleanerHash}, now()
      from cities c cross join generate_series(0, ${cleanersPerCity - 1}) as k`);
    await tx.execute(sql`
      insert into contractors (user_id, unique_code, full_name, mobile, city_id, experience_id,
                               status, background_check_consent_at, approved_at)
      select u.id, 'con_bench_' || u.id, 'Bench Cleaner ' || u.id, '4035550100',
             split_part(u.email, '.', 3)::int, (select min(id) from experience_options),
             'Approved', now(), now()
      from users u where u.email like 'bench.cleaner.%'`);
    await tx.execute(sql`
      create temporary table bench_cleaners on commit drop as
      select dense_rank() over (order by ct.city_id) - 1 as c,
             split_part(split_part(u.email, '@', 1), '.', 4)::int as k,
             ct.id as contractor_id, ct.city_id
      from contractors ct join users u on u.id = ct.user_id
      where u.email like 'bench.cleaner.%'`);
    // Weeks as real cleaners keep them (decision 044): without hours nobody could be offered a
    // quote or see an open job, and the bench would measure an empty board.
    await tx.execute(sql`
      insert into contractor_weekly_hours (contractor_id, weekday, starts_at, ends_at)
      select bc.contractor_id, d, w.starts, w.ends
      from bench_cleaners bc
      cross join generate_series(0, 6) as d
      cross join lateral (select case bc.k % 3 when 0 then time '08:00' when 1 then time '10:00'
                                   else time '07:00' end as starts,
                                 case bc.k % 3 when 0 then time '18:00' when 1 then time '21:00'
                                   else time '19:00' end as ends) w
      where case bc.k % 3 when 0 then d between 1 and 5 when 1 then d between 2 and 6
              else true end`);
    await tx.execute(sql`
      insert into users (email, password_hash, activated_at)
      select format('bench.customer.%s@bench.mapleshine.ca', n), '', now()
      from generate_series(0, ${customerCount - 1}) as n`);
    await tx.execute(sql`
      insert into customers (user_id, unique_code, first_name, last_name, mobile)
      select u.id, 'cus_bench_' || u.id, 'Bench', 'Customer ' || u.id, '7805550100'
      from users u where u.email like 'bench.customer.%'`);
    await tx.execute(sql`
      create temporary table bench_customers on commit drop as
      select row_number() over (order by id) - 1 as n, id
      from customers where unique_code like 'cus_bench_%'`);
    await tx.execute(sql`
      insert into bookings (
        unique_code, booking_no, customer_id, status, full_name, email, mobile,
        residence_type_id, service_id, city_id, bedrooms, bathrooms, local_date,
        from_minutes, until_minutes, starts_at, ends_at, blocked_until, estimated_minutes,
        hourly_rate_cents, subtotal_cents, tax_cents, tax_name, total_cents, contractor_id,
        payment_status, authorized_at, captured_at, cancelled_at, completed_at, created_at)
      select 'bench-' || s.g, 'MS-' || nextval('booking_no_seq'),
             case when s.g % ${demoCustomerEvery} = 0 then demo.id else bcu.id end,
             st.status::booking_status, 'Bench Customer', 'bench@bench.mapleshine.ca',
             '7805550100', (select min(id) from residence_types), (select min(id) from services),
             bc.city_id, 2, 1, t.starts::date, 540, 1020, t.starts, t.starts + interval '3 hours',
             t.starts + interval '3 hours 30 minutes', 180, 5000, 15000, 750, 'GST', 15750,
             case when st.status in ('assigned', 'completed') then bc.contractor_id end,
             (case st.status when 'completed' then 'captured' when 'cancelled' then 'released'
                when 'assigned' then 'authorized' when 'authorized' then 'authorized'
                else 'none' end)::payment_status,
             case when st.status not in ('draft', 'quoted') then t.starts - interval '2 days' end,
             case when st.status = 'completed' then t.starts + interval '3 hours' end,
             case when st.status = 'cancelled' then t.starts - interval '1 day' end,
             case when st.status = 'completed' then t.starts + interval '3 hours' end,
             least(now(), t.starts) - interval '3 days'
      from (select g, g % 8 as c, (g / 8) % ${cleanersPerCity} as k,
                   g / ${8 * cleanersPerCity} as m, g % 10 as h
            from generate_series(0, ${bookingCount - 1}) as g) s
      join bench_cleaners bc on bc.c = s.c and bc.k = s.k
      join bench_customers bcu on bcu.n = (s.g::bigint * 7919) % ${customerCount}
      cross join (select customers.id from customers join users on users.id = customers.user_id
                  where users.email = ${demoCustomer.email}) as demo
      cross join lateral (select case
          when s.m % 20 = 0 then 'assigned'
          when s.m % 20 = 1 and s.k < 4 then 'authorized'
          when s.h < 7 then 'completed'
          when s.h = 7 then 'cancelled'
          when s.h = 8 then 'quoted'
          else 'draft' end as status) st
      cross join lateral (select case st.status
          when 'assigned' then date_trunc('day', now()) + (1 + s.m / 20) * interval '1 day'
                               + interval '15 hours'
          when 'authorized' then date_trunc('day', now()) + (1 + s.m / 20) * interval '1 day'
                                 + (16 + s.k * 2) * interval '1 hour'
          else date_trunc('day', now()) - (1 + s.m) * interval '1 day'
               + (8 + s.k % 10) * interval '1 hour' end as starts) t`);
    // The bench cleaner's long history: completed jobs are not held, so several may share an
    // hour (the exclusion constraint covers assigned and in-progress jobs only).
    await tx.execute(sql`
      with target as (
        select contractor_id from bench_cleaners where city_id = ${edmontonId} and k = 5),
      moved as (
        select b.id from bookings b
        join bench_cleaners bc on bc.contractor_id = b.contractor_id
        where bc.city_id = ${edmontonId} and bc.k <> 5 and b.status = 'completed'
        order by b.id
        limit ${BENCH_CLEANER_PAST_JOBS} - (
          select count(*) from bookings
          where contractor_id = (select contractor_id from target)
            and status in ('completed', 'cancelled')))
      update bookings set contractor_id = (select contractor_id from target)
      where id in (select id from moved)`);
    // A review for one completed booking in three, as customers write them.
    await tx.execute(sql`
      insert into reviews (audience, author_name, city, body, rating, customer_id, service_id,
                           booking_id, contractor_id, created_at)
      select 'Customer', 'Bench Customer', 'Edmonton', 'Spotless, on time and friendly.',
             4 + b.id % 2, b.customer_id, b.service_id, b.id, b.contractor_id,
             b.completed_at + interval '1 day'
      from bookings b where b.status = 'completed' and b.id % 3 = 0`);
  });
  // Now rather than by autovacuum in the middle of a measured run.
  await db.execute(sql`vacuum analyze`);
  return { cleanerEmail: benchCleanerEmail(edmontonId) };
}

/** The cleaner of regular cleanings (issue 45 "Done when"): 20 plans and a year of visits. */
export const PLAN_CLEANER_EMAIL = 'bench.plans.cleaner@bench.mapleshine.ca';
export const PLAN_CLEANER_PLANS = 20;
/** How long the plans have run: a year of past visits. */
const PLAN_HISTORY_DAYS = 364;
/** The visit writer's horizon (server/regular-plans/visit-writer.ts VISIT_HORIZON_DAYS). */
const PLAN_HORIZON_DAYS = 35;

/**
 * A cleaner of regular cleanings in the city (issue 45): one approved cleaner (every day
 * 8:00AM–8:00PM) who is the cleaner of 20 active plans of 20 customers, 8 every week (15 % off),
 * 8 every 2 weeks (10 %) and 4 every 4 weeks (5 %), each on its own weekday and window (9:00AM,
 * 12:30PM or 4:00PM local, three hours' work), so no two of their held visits overlap. Each plan
 * began 364 days ago and has its visits as the visit writer and the plan's changes leave them:
 * every due date up to today a booking of the plan (`plan_id`, `plan_visit_date`, the discount in
 * `discount_cents`), completed and captured, but one in nine skipped by the customer (cancelled,
 * `skipped_at`, the date kept) and one in thirteen cancelled by a pause (its date cleared); every
 * due date of the next five weeks written and given to them (`assigned`, the card saved, held in
 * the last 24 hours). The first visit carries the wizard's `plan_every_weeks`. About 680 past
 * visits and 70 to come; the plans' events as they happened (created, the cleaner's accept, each
 * skip). Plain SQL, as the rest of the bench data: the visit writer would price and place the
 * same rows one by one.
 */
export async function seedPlanCleaner(db: Database, cityId: number) {
  const cleanerHash = sql`(select password_hash from users where email = ${demoContractorEmail('Edmonton')})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, password_hash, activated_at)
      values (${PLAN_CLEANER_EMAIL}, ${cleanerHash}, now())`);
    await tx.execute(sql`
      insert into contractors (user_id, unique_code, full_name, mobile, city_id, experience_id,
                               status, background_check_consent_at, approved_at)
      select u.id, 'con_bench_plans', 'Bench Plan Cleaner', '4035550101', ${cityId},
             (select min(id) from experience_options), 'Approved', now(), now()
      from users u where u.email = ${PLAN_CLEANER_EMAIL}`);
    await tx.execute(sql`
      insert into contractor_weekly_hours (contractor_id, weekday, starts_at, ends_at)
      select ct.id, d, time '08:00', time '20:00'
      from contractors ct cross join generate_series(0, 6) as d
      where ct.unique_code = 'con_bench_plans'`);
    await tx.execute(sql`
      insert into users (email, password_hash, activated_at)
      select format('bench.plan.customer.%s@bench.mapleshine.ca', n), '', now()
      from generate_series(0, ${PLAN_CLEANER_PLANS - 1}::int) as n`);
    await tx.execute(sql`
      insert into customers (user_id, unique_code, first_name, last_name, mobile)
      select u.id, 'cus_bench_plan_' || split_part(split_part(u.email, '@', 1), '.', 4), 'Plan',
             'Customer ' || split_part(split_part(u.email, '@', 1), '.', 4), '7805550101'
      from users u where u.email like 'bench.plan.customer.%'`);
    // Each plan: its customer, rhythm, discount, weekday (n mod 7) and window (n div 7).
    await tx.execute(sql`
      create temporary table bench_plan_specs on commit drop as
      select n, cu.id as customer_id, ct.id as contractor_id, tz.time_zone,
             case when n < 8 then 1 when n < 16 then 2 else 4 end as every_weeks,
             case when n < 8 then 15 when n < 16 then 10 else 5 end as discount_percent,
             540 + (n / 7) * 210 as from_minutes,
             -- The first weekday n mod 7 on or after 364 days ago, local.
             today.d - ${PLAN_HISTORY_DAYS}::int
               + ((n % 7) - extract(dow from today.d - ${PLAN_HISTORY_DAYS}::int)::int + 7) % 7
               as anchor_date,
             today.d as today
      from generate_series(0, ${PLAN_CLEANER_PLANS - 1}::int) as n
      join customers cu on cu.unique_code = 'cus_bench_plan_' || n
      cross join (select id from contractors where unique_code = 'con_bench_plans') ct
      cross join (select time_zone from cities where id = ${cityId}::int) tz
      cross join lateral (select (now() at time zone tz.time_zone)::date as d) today`);
    await tx.execute(sql`
      create temporary table bench_plan_visits on commit drop as
      select s.*, k, v.visit_date, v.starts_at,
             case when v.starts_at >= now() then 'future'
                  when k > 0 and k % 9 = 4 then 'skipped'
                  when k > 0 and k % 13 = 6 then 'cancelled'
                  else 'completed' end as fate,
             sv.id as service_id, sv.hourly_rate_cents,
             (select cents_per_hour from pay_rates
               where city_id = ${cityId} and service_id = sv.id) as pay_per_hour
      from bench_plan_specs s
      cross join (select id, hourly_rate_cents from services
                  where slug = 'deep-cleaning') sv
      cross join lateral generate_series(0, 400) as k
      cross join lateral (
        select s.anchor_date + k * 7 * s.every_weeks as visit_date,
               ((s.anchor_date + k * 7 * s.every_weeks)::timestamp
                 + s.from_minutes * interval '1 minute') at time zone s.time_zone as starts_at) v
      where v.visit_date <= s.today + ${PLAN_HORIZON_DAYS}::int`);
    await tx.execute(sql`
      insert into bookings (
        unique_code, booking_no, customer_id, status, full_name, email, mobile,
        residence_type_id, service_id, city_id, bedrooms, bathrooms, address, postal_code,
        local_date, from_minutes, until_minutes, starts_at, ends_at, blocked_until,
        estimated_minutes, hourly_rate_cents, subtotal_cents, discount_cents, tax_cents,
        tax_name, total_cents, contractor_id, contractor_pay_cents, payment_status,
        payment_method_id, cancellation_policy_version, confirmed_at, time_chosen_at,
        authorized_at, captured_at, cancelled_at, completed_at, skipped_at, plan_visit_date,
        plan_every_weeks, created_at)
      select 'bench-plan-' || v.n || '-' || v.k, 'MS-' || nextval('booking_no_seq'),
             v.customer_id,
             (case v.fate when 'future' then 'assigned' when 'completed' then 'completed'
                else 'cancelled' end)::booking_status,
             'Plan Customer ' || v.n, format('bench.plan.customer.%s@bench.mapleshine.ca', v.n),
             '7805550101', (select min(id) from residence_types), v.service_id, ${cityId}, 3, 2,
             (100 + v.n) || ' Jasper Ave NW', 'T5J 1W4', v.visit_date, v.from_minutes,
             v.from_minutes + 240, v.starts_at, v.starts_at + interval '3 hours',
             v.starts_at + interval '3 hours 30 minutes', 180, v.hourly_rate_cents,
             p.subtotal, p.discount, round((p.subtotal - p.discount) * 0.05),
             'GST', p.subtotal - p.discount + round((p.subtotal - p.discount) * 0.05),
             case when v.fate = 'cancelled' then null else v.contractor_id end,
             case when v.fate in ('future', 'completed') then 3 * coalesce(v.pay_per_hour, 2500) end,
             (case when v.fate = 'completed' then 'captured'
                   when v.fate = 'future' and v.starts_at < now() + interval '24 hours'
                     then 'authorized'
                   when v.fate = 'future' then 'cardSaved'
                   else 'released' end)::payment_status,
             'pm_bench_plan_' || v.n,
             (select max(version) from cancellation_policies),
             least(now(), v.starts_at - interval '7 days'),
             least(now(), v.starts_at - interval '7 days'),
             case when v.fate = 'completed' or (v.fate = 'future'
                    and v.starts_at < now() + interval '24 hours')
                  then v.starts_at - interval '24 hours' end,
             case when v.fate = 'completed' then v.starts_at + interval '3 hours' end,
             case when v.fate in ('skipped', 'cancelled') then v.starts_at - interval '3 days' end,
             case when v.fate = 'completed' then v.starts_at + interval '3 hours' end,
             case when v.fate = 'skipped' then v.starts_at - interval '3 days' end,
             case when v.fate = 'cancelled' then null else v.visit_date end,
             case when v.k = 0 then v.every_weeks end,
             least(now(), v.starts_at - interval '7 days')
      from bench_plan_visits v
      cross join lateral (select round(180 * v.hourly_rate_cents / 60.0) as subtotal) s
      cross join lateral (select s.subtotal,
                                 round(s.subtotal * v.discount_percent / 100.0) as discount) p`);
    await tx.execute(sql`
      insert into regular_plans (
        unique_code, customer_id, status, every_weeks, discount_percent, first_booking_id,
        city_id, anchor_date, from_minutes, until_minutes, contractor_id,
        contractor_accepted_at, payment_method_id, cancellation_policy_version,
        visits_written_through, created_at)
      select 'pln_bench_' || s.n, s.customer_id, 'active', s.every_weeks, s.discount_percent,
             b.id, ${cityId}, s.anchor_date, s.from_minutes, s.from_minutes + 240,
             s.contractor_id, b.starts_at - interval '6 days', 'pm_bench_plan_' || s.n,
             b.cancellation_policy_version, s.today + ${PLAN_HORIZON_DAYS}::int,
             b.starts_at - interval '7 days'
      from bench_plan_specs s
      join bookings b on b.unique_code = 'bench-plan-' || s.n || '-0'`);
    await tx.execute(sql`
      update bookings b set plan_id = p.id
      from regular_plans p
      where p.unique_code = 'pln_bench_' || split_part(b.unique_code, '-', 3)
        and b.unique_code like 'bench-plan-%'`);
    await tx.execute(sql`
      insert into plan_events (plan_id, event, actor, details, at)
      select p.id, 'created', 'customer'::change_actor, '{}'::jsonb, p.created_at from regular_plans p
      where p.unique_code like 'pln_bench_%'
      union all
      select p.id, 'cleanerAccepted', 'cleaner'::change_actor,
             jsonb_build_object('contractorId', p.contractor_id, 'bookingId', p.first_booking_id),
             p.contractor_accepted_at
      from regular_plans p where p.unique_code like 'pln_bench_%'
      union all
      select b.plan_id, 'skipped', 'customer'::change_actor,
             jsonb_build_object('bookingId', b.id, 'date', b.plan_visit_date), b.skipped_at
      from bookings b where b.unique_code like 'bench-plan-%' and b.skipped_at is not null`);
  });
  const [counts] = await db
    .select({
      past: sql<number>`(count(*) filter (where ${bookings.startsAt} < now()))::int`,
      future: sql<number>`(count(*) filter (where ${bookings.startsAt} >= now()))::int`,
    })
    .from(bookings)
    .where(like(bookings.uniqueCode, 'bench-plan-%'));
  return { cleanerEmail: PLAN_CLEANER_EMAIL, past: counts?.past ?? 0, future: counts?.future ?? 0 };
}
