-- Generic store of the server's resources (000 §7.1 generic resource calls): one row per record,
-- the record itself as JSON, with the creation and last-change times used for paging order.
create table resources (
  kind text not null,
  id text not null,
  data jsonb not null,
  created_at bigint not null,
  updated_at bigint not null,
  primary key (kind, id)
);

create index resources_kind_code_idx on resources (kind, (data ->> 'code'));
create index resources_kind_created_idx on resources (kind, created_at);
