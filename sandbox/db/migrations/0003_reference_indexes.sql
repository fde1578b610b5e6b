-- Lookups the operation calls make on every read (001 §7 Inventory, Transfer to zone): the items of a zone
-- (an inventory's expected stock) and the entries of an inventory.
create index resources_kind_zone_idx on resources (kind, (data ->> 'zoneId'));
create index resources_kind_inventory_idx on resources (kind, (data ->> 'inventoryId'));
