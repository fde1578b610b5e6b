-- Inventory counting at scale (001 §7 Inventory, §9: 10,000 tags of 20,000 expected items in one call).
--
-- 1. What the inventory calls need of an item, kept in typed tables by a trigger on resources, so every write of
--    an item (the store's functions, the control routes, a reset) keeps them exact:
--    - item_facts: one row per item: its zone, its product and whether it has a UHF_TAG identifier (the rfid
--      side of the counters); the expected stock of a zone is an index range instead of JSON of every item.
--    - item_identifiers: one row per identifier of an item with a code (position from 1 in identifiers[]), with
--      the item's zone and product, so the items of a list of codes are one join instead of a scan of every
--      item's identifiers.
-- 2. The inventory entries (GET /api/v1/inventoryEntries), read through the view inventory_entry_rows, one row an
--    entry (inventory-entry-store.ts), instead of JSON resources. They are stored in one of two tables:
--    - inventory_entry_batches: the entries one insertTags wrote, as one row of parallel arrays (an entry an
--      element), so that 10,000 codes are one row written, not 10,000;
--    - inventory_entries: entries written through the generic calls, and entries of a batch changed or deleted
--      one by one (the batch is first moved here, an entry a row).
--    The view's columns are typed. An entry whose record is not kept in data (null) has the record
--    {id, creationDate, lastModifyDate, inventoryId, identifierCode, epc, readType, itemId, productId, status,
--    reason, creationUser: {username}} (ENTRY_RECORD); one written through the generic calls keeps its record in
--    data, its typed columns holding data's fields (->>) for the counters and the filters.

create table item_facts (
  item_id text primary key,
  zone_id text,
  product_id text,
  rfid boolean not null
);
create index item_facts_zone_idx on item_facts (zone_id);

create table item_identifiers (
  item_id text not null,
  position integer not null,
  code text not null,
  type text,
  zone_id text,
  product_id text,
  primary key (item_id, position)
);
-- By code, one probe a code (hash: codes are only ever looked up whole, and it is the cheapest to probe and keep).
create index item_identifiers_code_idx on item_identifiers using hash (code);

-- Statement-level, with transition tables: one insert of 5,000 items runs these statements once, and a statement
-- on other kinds only the checks.
create function resources_sync_items() returns trigger language plpgsql as $$
begin
  -- Nested: a statement naming old_rows or new_rows is planned only where the trigger has that table.
  if tg_op <> 'INSERT' then
    if exists (select 1 from old_rows where kind = 'items') then
      delete from item_facts f using old_rows o where o.kind = 'items' and f.item_id = o.id;
      delete from item_identifiers i using old_rows o where o.kind = 'items' and i.item_id = o.id;
    end if;
  end if;
  if tg_op = 'DELETE' then
    return null;
  end if;
  if exists (select 1 from new_rows where kind = 'items') then
    insert into item_facts (item_id, zone_id, product_id, rfid)
      select n.id, n.data ->> 'zoneId', n.data ->> 'productId',
             coalesce(n.data -> 'identifiers', '[]'::jsonb) @> '[{"type": "UHF_TAG"}]'
        from new_rows n where n.kind = 'items';
    insert into item_identifiers (item_id, position, code, type, zone_id, product_id)
      select n.id, e.position, e.identifier ->> 'code', e.identifier ->> 'type', n.data ->> 'zoneId',
             n.data ->> 'productId'
        from new_rows n,
             jsonb_array_elements(case when jsonb_typeof(n.data -> 'identifiers') = 'array'
                                       then n.data -> 'identifiers' else '[]'::jsonb end)
               with ordinality e(identifier, position)
       where n.kind = 'items' and e.identifier ->> 'code' is not null;
  end if;
  return null;
end
$$;

create trigger resources_items_inserted after insert on resources
  referencing new table as new_rows for each statement execute function resources_sync_items();
create trigger resources_items_updated after update on resources
  referencing old table as old_rows new table as new_rows for each statement execute function resources_sync_items();
create trigger resources_items_deleted after delete on resources
  referencing old table as old_rows for each statement execute function resources_sync_items();

insert into item_facts (item_id, zone_id, product_id, rfid)
  select id, data ->> 'zoneId', data ->> 'productId', coalesce(data -> 'identifiers', '[]'::jsonb) @> '[{"type": "UHF_TAG"}]'
    from resources where kind = 'items';
insert into item_identifiers (item_id, position, code, type, zone_id, product_id)
  select r.id, e.position, e.identifier ->> 'code', e.identifier ->> 'type', r.data ->> 'zoneId', r.data ->> 'productId'
    from resources r,
         jsonb_array_elements(case when jsonb_typeof(r.data -> 'identifiers') = 'array'
                                   then r.data -> 'identifiers' else '[]'::jsonb end)
           with ordinality e(identifier, position)
   where r.kind = 'items' and e.identifier ->> 'code' is not null;

create table inventory_entries (
  id text not null,
  inventory_id text,
  identifier_code text,
  epc text,
  read_type text,
  item_id text,
  product_id text,
  status text,
  reason text,
  username text,
  created_at bigint not null,
  updated_at bigint not null,
  data jsonb
);
-- No index on id: entries are read by inventory; a call by id (GET /inventoryEntries/{id}) scans.
create index inventory_entries_inventory_idx on inventory_entries (inventory_id);

-- epcs[i]: the code is the entry's epc. An entry of a batch has reason ITEM_UNKNOWN when it names no item, and its
-- creationDate and lastModifyDate are the batch's created_at.
create table inventory_entry_batches (
  batch_id bigint generated by default as identity primary key,
  inventory_id text not null,
  created_at bigint not null,
  username text not null,
  ids text[] not null,
  codes text[] not null,
  epcs boolean[] not null,
  read_types text[] not null,
  item_ids text[] not null,
  product_ids text[] not null,
  statuses text[] not null
);
create index inventory_entry_batches_inventory_idx on inventory_entry_batches (inventory_id);
-- Stored as they are (not compressed): a batch of 10,000 entries is written once and read whole.
alter table inventory_entry_batches
  alter column ids set storage external,
  alter column codes set storage external,
  alter column epcs set storage external,
  alter column read_types set storage external,
  alter column item_ids set storage external,
  alter column product_ids set storage external,
  alter column statuses set storage external;

-- batch_id: the batch holding the entry, null for a row of inventory_entries. A batch's arrays are unnested in the
-- select list (in step, as they have the same length), which streams them instead of storing them first.
create view inventory_entry_rows as
  select id, inventory_id, identifier_code, epc, read_type, item_id, product_id, status, reason, username, created_at,
         updated_at, data, null::bigint as batch_id
    from inventory_entries
  union all
  select e.id, e.inventory_id, e.code, case when e.epc then e.code end, e.read_type, e.item_id, e.product_id,
         e.status, case when e.item_id is null then 'ITEM_UNKNOWN' end, e.username, e.created_at, e.created_at,
         null::jsonb, e.batch_id
    from (select batch_id, inventory_id, username, created_at, unnest(ids) as id, unnest(codes) as code,
                 unnest(epcs) as epc, unnest(read_types) as read_type, unnest(item_ids) as item_id,
                 unnest(product_ids) as product_id, unnest(statuses) as status
            from inventory_entry_batches) e;

-- What the counters take of the entries (inventory-stock.ts): inventory_entry_rows less the arrays they do not read.
create view inventory_entry_facts as
  select inventory_id, identifier_code, read_type, item_id, product_id
    from inventory_entries
  union all
  select inventory_id, unnest(codes), unnest(read_types), unnest(item_ids), unnest(product_ids)
    from inventory_entry_batches;

insert into inventory_entries (id, inventory_id, identifier_code, epc, read_type, item_id, product_id, status,
                               reason, username, created_at, updated_at, data)
  select id, data ->> 'inventoryId', data ->> 'identifierCode', data ->> 'epc', data ->> 'readType',
         data ->> 'itemId', data ->> 'productId', data ->> 'status', data ->> 'reason',
         data #>> '{creationUser,username}', created_at, updated_at, data
    from resources where kind = 'inventoryEntries';
delete from resources where kind = 'inventoryEntries';

-- Only inventory entries had an inventoryId.
drop index resources_kind_inventory_idx;

analyze item_facts;
analyze item_identifiers;
analyze inventory_entries;
analyze inventory_entry_batches;
