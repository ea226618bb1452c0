import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

/**
 * The Contacts page (docs/contacts.md): one row per person each user revealed, with what the page
 * searches, filters and sorts by, kept by triggers from revealed_contacts and the source's tables, so
 * every writer (a reveal, a re-check's verdict, a source reload, an erasure) keeps it true, and a page
 * of 100,000 contacts is read off one index. Plus the user's lists of contacts.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const trgm = sql.id(await trigramSchema(db))

  // "C" collation on the keys: the same order on every database and in the domain's comparison.
  await sql`create table contact_rows (
    user_id text not null references users(id),
    profile_id text collate "C" not null,
    name text not null,
    name_key text collate "C" not null,
    title text,
    company_name text,
    company_key text collate "C" not null,
    company_domain text,
    email text,
    verdict text,
    checked_at timestamptz,
    phone text,
    whatsapp_valid boolean not null,
    emails_revealed boolean not null,
    phones_revealed boolean not null,
    revealed_at timestamptz not null,
    search text not null,
    reverify_requested_at timestamptz,
    constraint contact_rows_pk primary key (user_id, profile_id)
  )`.execute(db)
  // Each sort reads its pages (keyset: the sort value, then the profile id) straight off one index.
  await sql`create index contact_rows_newest on contact_rows (user_id, revealed_at, profile_id)`.execute(db)
  await sql`create index contact_rows_by_name on contact_rows (user_id, name_key, profile_id)`.execute(db)
  await sql`create index contact_rows_by_company on contact_rows (user_id, company_key, profile_id)`.execute(
    db,
  )
  await sql`create index contact_rows_by_verdict on contact_rows (user_id, verdict, revealed_at, profile_id)`.execute(
    db,
  )
  await sql`create index contact_rows_by_domain on contact_rows (user_id, company_domain)`.execute(db)
  // Substring search of name, company and revealed email: trigrams, from three characters on.
  await sql`create index contact_rows_search on contact_rows using gin (search ${trgm}.gin_trgm_ops)`.execute(
    db,
  )
  // The triggers find every user's row of a person whose data changed.
  await sql`create index contact_rows_person on contact_rows (profile_id)`.execute(db)
  await sql`create index revealed_contacts_person on revealed_contacts (profile_id)`.execute(db)

  // The row of every (user, person) revealed among `ids` (of one user, or of all when null), as the
  // source holds the person now: the best email (valid, accept-all, unknown, then invalid; the latest
  // check first) only when emails were revealed, the first phone (mobile first) only when phones were.
  await sql`create function contact_rows_refresh(only_user text, ids text[]) returns void
    language sql set search_path from current as $$
    insert into contact_rows (user_id, profile_id, name, name_key, title, company_name, company_key,
      company_domain, email, verdict, checked_at, phone, whatsapp_valid, emails_revealed, phones_revealed,
      revealed_at, search)
    select rc.user_id, rc.profile_id, p.name, lower(p.name), p.title, c.name, coalesce(lower(c.name), ''),
      c.domain, e.address, e.status, e.checked_at, ph.e164, coalesce(ph.whatsapp_valid, false),
      rc.emails, rc.phones, rc.revealed_at, lower(concat_ws(' ', p.name, c.name, c.domain, e.address))
    from revealed_contacts rc
    join people p on p.profile_id = rc.profile_id
    left join companies c on c.id = p.company_id
    left join lateral (select m.address, m.status, m.checked_at from emails m
      where m.person_id = rc.profile_id and rc.emails
      order by case m.status when 'valid' then 0 when 'accept_all' then 1 when 'unknown' then 2 else 3 end,
        m.checked_at desc, m.id limit 1) e on true
    left join lateral (select f.e164, f.whatsapp_valid from phones f
      where f.person_id = rc.profile_id and rc.phones
      order by case f.type when 'mobile' then 0 when 'direct' then 1 when 'office' then 2 else 3 end, f.id
      limit 1) ph on true
    where rc.profile_id = any(ids) and (only_user is null or rc.user_id = only_user)
    on conflict (user_id, profile_id) do update set name = excluded.name, name_key = excluded.name_key,
      title = excluded.title, company_name = excluded.company_name, company_key = excluded.company_key,
      company_domain = excluded.company_domain, email = excluded.email, verdict = excluded.verdict,
      checked_at = excluded.checked_at, phone = excluded.phone, whatsapp_valid = excluded.whatsapp_valid,
      emails_revealed = excluded.emails_revealed, phones_revealed = excluded.phones_revealed,
      revealed_at = excluded.revealed_at, search = excluded.search
  $$`.execute(db)

  // Reveals: one refresh a statement over the (user, person) pairs it wrote, so a bulk job revealing
  // thousands at once costs one statement per user, not one per row.
  await sql`create function contact_rows_on_reveal() returns trigger language plpgsql
    set search_path from current as $$
    declare who text;
    begin
      for who in select distinct user_id from changed loop
        perform contact_rows_refresh(who, array(select profile_id from changed where user_id = who));
      end loop;
      return null;
    end $$`.execute(db)
  await sql`create function contact_rows_on_unreveal() returns trigger language plpgsql
    set search_path from current as $$
    begin
      delete from contact_rows r using changed c where r.user_id = c.user_id and r.profile_id = c.profile_id;
      return null;
    end $$`.execute(db)
  for (const event of ['insert', 'update'] as const)
    await sql`create trigger ${sql.id(`revealed_contacts_rows_${event}`)} after ${sql.raw(event)} on revealed_contacts
      referencing new table as changed for each statement execute function contact_rows_on_reveal()`.execute(
      db,
    )
  await sql`create trigger revealed_contacts_rows_delete after delete on revealed_contacts
    referencing old table as changed for each statement execute function contact_rows_on_unreveal()`.execute(
    db,
  )

  // The source's writes come in batches (50,000 rows a statement when loading): one refresh a statement,
  // over the people it touched, through transition tables (one event per trigger, as they require).
  const byPerson = async (table: 'emails' | 'phones', column: string) => {
    const fn = sql.id(`contact_rows_on_${table}`)
    await sql`create function ${fn}() returns trigger language plpgsql set search_path from current as $$
      begin
        perform contact_rows_refresh(null, array(select distinct ${sql.id(column)} from changed));
        return null;
      end $$`.execute(db)
    for (const [event, side] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`${table}_contact_rows_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
        referencing ${sql.raw(side)} table as changed for each statement execute function ${fn}()`.execute(db)
    }
  }
  await byPerson('emails', 'person_id')
  await byPerson('phones', 'person_id')
  await sql`create function contact_rows_on_people() returns trigger language plpgsql
    set search_path from current as $$
    begin
      perform contact_rows_refresh(null, array(select profile_id from changed));
      return null;
    end $$`.execute(db)
  await sql`create trigger people_contact_rows_update after update on people
    referencing new table as changed for each statement execute function contact_rows_on_people()`.execute(db)
  // A person the source no longer holds (erased, opted out) leaves every Contacts page.
  await sql`create function contact_rows_on_people_gone() returns trigger language plpgsql
    set search_path from current as $$
    begin
      delete from contact_rows where profile_id in (select profile_id from changed);
      return null;
    end $$`.execute(db)
  await sql`create trigger people_contact_rows_delete after delete on people
    referencing old table as changed for each statement execute function contact_rows_on_people_gone()`.execute(
    db,
  )
  await sql`create function contact_rows_on_companies() returns trigger language plpgsql
    set search_path from current as $$
    begin
      perform contact_rows_refresh(null,
        array(select p.profile_id from people p where p.company_id in (select id from changed)));
      return null;
    end $$`.execute(db)
  await sql`create trigger companies_contact_rows_update after update on companies
    referencing new table as changed for each statement execute function contact_rows_on_companies()`.execute(
    db,
  )

  // Each user's number of contacts, so the unfiltered page never counts 100,000 rows: kept by statement
  // triggers on contact_rows (an upsert's updated rows are not in its insert's transition table).
  await sql`create table contact_row_totals (
    user_id text primary key,
    total bigint not null check (total >= 0)
  )`.execute(db)
  await sql`create function contact_row_totals_add() returns trigger language plpgsql
    set search_path from current as $$
    begin
      insert into contact_row_totals (user_id, total)
        select user_id, count(*) from changed group by user_id
        on conflict (user_id) do update set total = contact_row_totals.total + excluded.total;
      return null;
    end $$`.execute(db)
  await sql`create function contact_row_totals_remove() returns trigger language plpgsql
    set search_path from current as $$
    begin
      update contact_row_totals t set total = t.total - c.n
        from (select user_id, count(*) as n from changed group by user_id) c where t.user_id = c.user_id;
      return null;
    end $$`.execute(db)
  await sql`create trigger contact_rows_total_insert after insert on contact_rows
    referencing new table as changed for each statement execute function contact_row_totals_add()`.execute(db)
  await sql`create trigger contact_rows_total_delete after delete on contact_rows
    referencing old table as changed for each statement execute function contact_row_totals_remove()`.execute(
    db,
  )

  // A person who leaves the user's contacts (erased, a reveal deleted) leaves their lists too, so a list
  // holds only contacts and its size is its members' count.
  await sql`create function contact_rows_gone_from_lists() returns trigger language plpgsql
    set search_path from current as $$
    begin
      delete from contact_list_members m using changed c
        where m.user_id = c.user_id and m.profile_id = c.profile_id;
      return null;
    end $$`.execute(db)
  await sql`create trigger contact_rows_leave_lists after delete on contact_rows
    referencing old table as changed for each statement execute function contact_rows_gone_from_lists()`.execute(
    db,
  )

  // What was revealed before this migration.
  await sql`select contact_rows_refresh(null, array(select distinct profile_id from revealed_contacts))`.execute(
    db,
  )

  // A user's lists; a name once per user, in any case.
  await sql`create table contact_lists (
    id text primary key,
    user_id text not null references users(id),
    name text not null,
    created_at timestamptz not null
  )`.execute(db)
  await sql`create unique index contact_lists_name on contact_lists (user_id, lower(name))`.execute(db)
  // Who is in each list; a person may be in several. Rows leave with their list.
  await sql`create table contact_list_members (
    list_id text not null references contact_lists(id) on delete cascade,
    user_id text not null,
    profile_id text collate "C" not null,
    added_at timestamptz not null,
    constraint contact_list_members_pk primary key (list_id, profile_id)
  )`.execute(db)
  await sql`create index contact_list_members_person on contact_list_members (user_id, profile_id)`.execute(
    db,
  )
}

const trigramSchema = async (db: Kysely<unknown>): Promise<string> => {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  const schema = rows[0]?.schema
  if (schema === undefined) throw new Error('pg_trgm is missing (migration 0003 creates it)')
  return schema
}
