-- The identity provider's state (oidc-provider adapter, sandbox/idp/database-adapter.ts): sessions, grants,
-- interactions, codes and tokens, so sign-ins survive a restart and several sandbox processes share them.
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  -- Epoch milliseconds; null never expires.
  expires_at bigint,
  consumed_at bigint,
  primary key (model, id)
);

create index oidc_payloads_grant_id_idx on oidc_payloads (grant_id);
create index oidc_payloads_uid_idx on oidc_payloads (model, uid);
create index oidc_payloads_user_code_idx on oidc_payloads (model, user_code);
create index oidc_payloads_expires_at_idx on oidc_payloads (expires_at);

-- Secrets every process of one sandbox must agree on: the token signing keys and the cookie keys.
create table idp_secrets (
  name text primary key,
  value jsonb not null,
  created_at bigint not null
);
