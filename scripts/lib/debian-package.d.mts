export function isExecutable(path: string): Promise<boolean>;
export function run(cmd: string, args: string[], options?: object): Promise<void>;
export function aptInstall(pkg: string): Promise<boolean>;
export function findOrInstall(
  pkg: string,
  find: () => Promise<string | null>,
  hint: string,
): Promise<string>;
export function firstExecutable(paths: (string | undefined)[]): Promise<string | null>;
