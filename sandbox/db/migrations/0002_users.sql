-- Users of the sandbox (000 §3 LoggedUser): the identity provider signs them in by username,
-- the API serves them as the logged user.
create table users (
  id text primary key,
  username text not null unique,
  data jsonb not null,
  created_at bigint not null,
  updated_at bigint not null
);
