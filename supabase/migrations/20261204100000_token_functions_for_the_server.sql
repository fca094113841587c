-- The list e-mails' token functions are SECURITY DEFINER, and the public key could call them:
-- anyone could try tokens at the REST API without the site's pace and logs in between, and a
-- hosted project's Security Advisor flags each (lints 0028 and 0029). The site's server calls them
-- with the secret key on the visitor's behalf, as it does every other function that writes.

revoke execute on function public.subscription_by_token(text) from public, anon, authenticated;
revoke execute on function public.unsubscribe(text) from public, anon, authenticated;
revoke execute on function public.subscription_by_confirmation_token(text)
  from public, anon, authenticated;
revoke execute on function public.confirm_subscription(text) from public, anon, authenticated;

grant execute on function public.subscription_by_token(text) to service_role;
grant execute on function public.unsubscribe(text) to service_role;
grant execute on function public.subscription_by_confirmation_token(text) to service_role;
grant execute on function public.confirm_subscription(text) to service_role;
