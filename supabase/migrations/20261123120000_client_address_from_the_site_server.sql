-- The site's server stores forms on its visitors' behalf. Behind hosted Supabase's gateway the
-- rightmost X-Forwarded-For entry is then the server's own address, which would put every visitor
-- in one bucket. A caller holding the secret (service-role) key may therefore name the visitor's
-- address in `X-Client-Address`; for everyone else the header is ignored and the rightmost
-- X-Forwarded-For entry counts, as before.
create or replace function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  with request as (
    select
      coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers,
      coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::json ->> 'role'
        as role
  )
  select left(
    nullif(
      btrim(
        case
          when role = 'service_role' and nullif(btrim(headers ->> 'x-client-address'), '') is not null
            then headers ->> 'x-client-address'
          else regexp_replace(coalesce(headers ->> 'x-forwarded-for', ''), '^.*,', '')
        end
      ),
      ''
    ),
    100
  )
  from request;
$$;

revoke all on function private.request_client_ip() from public, anon, authenticated;
