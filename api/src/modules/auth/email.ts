/** One address is one account: trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
