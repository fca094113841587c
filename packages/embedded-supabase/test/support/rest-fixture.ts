import { fileURLToPath } from "node:url";

import { backendForFile, startTestBackend } from "./backend";
import type { TestBackend, TestBackendOptions } from "./backend";

/** The library schema of `fixtures/postgrest`, with the same rows before every test. */
export const LIBRARY_MIGRATIONS = fileURLToPath(new URL("./fixtures/postgrest", import.meta.url));

export const LIBRARY_SEED = `
  truncate public.book_tags, public.notes, public.books, public.author_profiles, public.tags,
    public.authors, public.suggestions restart identity cascade;
  insert into public.authors (id, name, country) values
    (1, 'Ada', 'UK'), (2, 'Borges', 'AR'), (3, 'Clarice', 'BR');
  insert into public.author_profiles values (1, 'Countess'), (2, 'Librarian');
  insert into public.books (id, title, author_id, editor_id, pages, price, genres, meta, period, blurb, status)
  values
    (1, 'Analytical Notes', 1, 2, 120, 10, '{science,history}',
     '{"isbn": "111", "info": {"lang": "en"}, "rank": 3}', '[1,10)',
     'the quick brown fox jumps over notes', 'published'),
    (2, 'Ficciones', 2, 1, 350, 15, '{fiction}',
     '{"isbn": "222", "info": {"lang": "es"}, "rank": 1}', '[5,20)',
     'labyrinths and mirrors of infinite libraries', 'published'),
    (3, 'Aleph', 2, null, 400, 12, '{fiction,poetry}',
     '{"isbn": "333", "info": {"lang": "es"}, "rank": 2}', '[20,30)',
     'a point containing all other points', 'draft'),
    (4, 'Hour of the Star', 3, 2, 90, null, '{fiction}', null, null,
     'a star is born, quick and bright', 'published');
  select setval(pg_get_serial_sequence('public.books', 'id'), 100);
  insert into public.tags values (1, 'classic'), (2, 'short'), (3, 'essay');
  insert into public.book_tags values (1, 3), (2, 1), (2, 2), (3, 1), (4, 2);
`;

export async function startLibraryBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const backend = await startTestBackend({
    migrationsDir: LIBRARY_MIGRATIONS,
    seedFile: fileURLToPath(new URL("./fixtures/postgrest/no-seed.sql", import.meta.url)),
    ...options,
  });
  await backend.standIn.exec(LIBRARY_SEED);
  return backend;
}

/** `backendForFile` with the library schema and its seed. */
export function libraryBackendForFile(options: TestBackendOptions = {}): () => TestBackend {
  return backendForFile(() => startLibraryBackend(options), 60_000);
}

/** A raw request to `/rest/v1/<path>` with the anon key (or `key`). */
export function restFetch(
  backend: TestBackend,
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<Response> {
  const { key, headers, ...rest } = init;
  return fetch(`${backend.standIn.url}/rest/v1/${path}`, {
    ...rest,
    headers: { apikey: key ?? backend.standIn.anonKey, ...(headers as Record<string, string>) },
  });
}
