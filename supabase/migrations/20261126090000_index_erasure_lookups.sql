-- Erasing an address (public.erase_address, before an account is deleted) and a member's data
-- download find contact messages by lower(email), and deleting a consent record clears the
-- subscriptions that point at it (on delete set null): both scanned whole tables, so deleting an
-- account grew with every message and subscription ever stored. With these, it stays flat.
create index contact_messages_lower_email_idx on public.contact_messages (lower(email));
create index subscriptions_consent_id_idx on public.subscriptions (consent_id);
