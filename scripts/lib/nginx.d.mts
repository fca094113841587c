export function renderSite(options: {
  port: number;
  upstream: string;
  cacheDir: string;
  accessLog: string;
}): Promise<string>;

export function startNginx(options: {
  upstream: string;
}): Promise<{ url: string; accessLog: string; stop: () => Promise<void>; pid: number }>;

export function findNginx(): Promise<string>;
