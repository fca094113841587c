-- Keeps the profile name in step with the account's `full_name` metadata, so a name changed
-- through auth (the profile page, the admin API) shows everywhere the users row is read.
create function public.handle_user_name_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_name text := left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 100);
begin
  if new_name is not null then
    update public.users set name = new_name where uid = new.id and name is distinct from new_name;
  end if;
  return new;
end;
$$;

revoke all on function public.handle_user_name_change() from public, anon, authenticated;

create trigger on_auth_user_name_changed
  after update of raw_user_meta_data on auth.users
  for each row
  when (new.raw_user_meta_data ->> 'full_name' is distinct from old.raw_user_meta_data ->> 'full_name')
  execute function public.handle_user_name_change();
