export function renderSite(options: {
  port: number;
  httpPort: number;
  tls: boolean;
  certDir: string;
  upstream: string;
  cacheDir: string;
  accessLog: string;
}): Promise<string>;

export function startNginx(options: { upstream: string; tls?: boolean }): Promise<{
  url: string;
  httpUrl: string;
  certificate: string;
  accessLog: string;
  stop: () => Promise<void>;
  pid: number;
}>;

export function findNginx(): Promise<string>;
