-- The SQL one reveal runs (GET /api/contact/profile/{id}?reveal=true of a person not revealed before, paid
-- with one lead credit), as a pgbench script: `pgbench -M prepared` runs each statement as a prepared
-- statement, as the service does. reveal-ceiling-script tests check every statement below the first
-- against what the service sends, in order (`:name` is a parameter; pgbench numbers them $1, $2, … as
-- Kysely does). Set by ceiling-pgbench.ts: `targets` (rows of ceiling_targets), `at` (the reveal's time);
-- each client is one user of its own (`uid`), holding one lead bucket.
\set uid 900000 + :client_id
\set n random(1, :targets)
\set zero 0
\set one 1
-- Ceiling only: which person this transaction reveals (the service has it from the request's path).
select profile_id as pid, params from ceiling_targets where n = :n \gset
select "p"."profile_id", "p"."name", "p"."title", "p"."is_decision_maker", "p"."company_id", "c"."name" as "company_name", "c"."domain" as "company_domain", (
    select coalesce(json_agg(json_build_object(
      'address', address, 'status', status, 'checked_at', checked_at
    ) order by case status when 'valid' then 0 when 'accept_all' then 1 else 2 end, checked_at desc, id), '[]')
    from emails where person_id = p.profile_id and status <> 'invalid') as "emails", (
    select coalesce(json_agg(json_build_object(
      'e164', e164, 'type', type, 'whatsapp_valid', whatsapp_valid
    ) order by case type when 'mobile' then 0 when 'direct' then 1 when 'office' then 2 else 3 end, id), '[]')
    from phones where person_id = p.profile_id) as "phones" from "people" as "p" left join "companies" as "c" on "c"."id" = "p"."company_id" where "p"."profile_id" = :pid;
start transaction isolation level read committed;
select "id" from "users" where "id" = :uid for no key update;
select b.*, to_json(h) as held
      from (select 1) as one
      left join (select "emails", "phones" from "revealed_contacts" where "user_id" = :uid and "profile_id" = :pid) as h on true
      left join credit_buckets as b on b.user_id = :uid
      order by b.id collate "C" \gset b_
\set to :b_used + 1
with "used_0" as (update "credit_buckets" set "used" = :to where "id" = :b_id and "user_id" = :uid and "used" = :b_used returning "id"), "ledger_lines" as (insert into "credit_ledger" ("user_id", "bucket_id", "kind", "quantity", "action", "reference", "created_at") values (:uid, :b_id, :b_kind, :one, :action, :pid, :at)), "alongside_0" as (insert into "revealed_contacts" ("user_id", "profile_id", "emails", "phones", "first_revealed_at", "revealed_at") values (:uid, :pid, :yes, :yes, :at, :at) on conflict ("user_id", "profile_id") do update set "emails" = :yes, "phones" = :yes, "revealed_at" = :at), "alongside_1" as (insert into "search_log" ("user_id", "api_name", "request_params", "created_at") values (:uid, :api, :params, :at)) select :zero as "none", (select count(*) as "n" from "used_0") as "used_0";
commit;
