// Types of nginx.cjs for the TypeScript callers (api/src/web/nginx-site.test.ts).
import type { ChildProcess } from 'node:child_process';

export declare const NGINX_BIN: string;
export declare function ensureNginx(): unknown;
export declare function waitForPortState(port: number, open: boolean, timeoutMs?: number): Promise<void>;

export interface NginxApp {
  name: string;
  role: 'shell' | 'remote';
  port: number;
  root: string;
}

export interface RunningNginx {
  child: ChildProcess;
  stopSite(name: string): Promise<void>;
  startSite(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** nginx with the Docker image's site files; the shell's access log is `access.log` in runDir. */
export declare function startNginx(options: {
  runDir: string;
  apps: NginxApp[];
  apiServers: string[];
  remoteUrls: Record<string, string>;
  publicOrigin: string;
}): Promise<RunningNginx>;
