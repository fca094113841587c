export function withEmbeddedNames(
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined>;
