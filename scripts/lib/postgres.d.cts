// Types of postgres.cjs for the TypeScript callers.
export declare function ensurePostgres(): string;
export declare function startPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
}): Promise<{ url: string; port: number; stop(): Promise<void> }>;
