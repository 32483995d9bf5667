// Types of chromium.cjs for the TypeScript callers (playwright.config.ts, e2e support).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
