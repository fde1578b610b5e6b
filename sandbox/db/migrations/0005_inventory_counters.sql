-- getCounters from a stored copy (001 §4.12: every station counting reloads its counters after each send and every
-- refreshCounterTimeout; at 20,000 expected items the counting join is the call's whole cost).
--
-- A copy is taken with the versions of what it was counted from, and answered only while they are still current:
-- - key = an inventory's id: its entries (both entry tables) and its record (the scope: zones, place, categories);
-- - key = '*': the items, products and zones, which any inventory's expected stock may read.
-- Triggers bump a version in the transaction that makes the change. A copy and its versions are read in one
-- statement (one snapshot), so a copy is never newer or older than the versions stored with it; a change committed
-- meanwhile leaves a copy whose versions are behind, which is counted again when asked.
create table inventory_counter_versions (
  key text primary key,
  version bigint not null
);

create table inventory_counters (
  inventory_id text primary key,
  own_version bigint not null,
  shared_version bigint not null,
  counters jsonb not null
);

create function bump_inventory_counter_versions(keys text[]) returns void language sql as $$
  insert into inventory_counter_versions (key, version)
    select distinct k, 1 from unnest(keys) k where k is not null
  on conflict (key) do update set version = inventory_counter_versions.version + 1;
$$;

-- Statement-level, with transition tables, like resources_sync_items (0004).
create function inventory_entries_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform bump_inventory_counter_versions(array(select distinct inventory_id from old_rows));
  end if;
  if tg_op <> 'DELETE' then
    perform bump_inventory_counter_versions(array(select distinct inventory_id from new_rows));
  end if;
  return null;
end
$$;

create trigger inventory_entries_inserted after insert on inventory_entries
  referencing new table as new_rows for each statement execute function inventory_entries_changed();
create trigger inventory_entries_updated after update on inventory_entries
  referencing old table as old_rows new table as new_rows for each statement execute function inventory_entries_changed();
create trigger inventory_entries_deleted after delete on inventory_entries
  referencing old table as old_rows for each statement execute function inventory_entries_changed();
create trigger inventory_entry_batches_inserted after insert on inventory_entry_batches
  referencing new table as new_rows for each statement execute function inventory_entries_changed();
create trigger inventory_entry_batches_updated after update on inventory_entry_batches
  referencing old table as old_rows new table as new_rows for each statement execute function inventory_entries_changed();
create trigger inventory_entry_batches_deleted after delete on inventory_entry_batches
  referencing old table as old_rows for each statement execute function inventory_entries_changed();

create function resources_counted_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform bump_inventory_counter_versions(array(
      select case when kind = 'inventories' then id else '*' end
        from old_rows where kind in ('inventories', 'items', 'products', 'zones')));
  end if;
  if tg_op <> 'DELETE' then
    perform bump_inventory_counter_versions(array(
      select case when kind = 'inventories' then id else '*' end
        from new_rows where kind in ('inventories', 'items', 'products', 'zones')));
  end if;
  return null;
end
$$;

create trigger resources_counted_inserted after insert on resources
  referencing new table as new_rows for each statement execute function resources_counted_changed();
create trigger resources_counted_updated after update on resources
  referencing old table as old_rows new table as new_rows for each statement execute function resources_counted_changed();
create trigger resources_counted_deleted after delete on resources
  referencing old table as old_rows for each statement execute function resources_counted_changed();
