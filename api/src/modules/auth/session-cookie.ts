// The session cookie's name. Served over https it is `__Host-renewly.sid` (ASVS V3.4.4): the browser then keeps it only
// if it is Secure, for Path=/ and without a Domain, so no other host or plain-http page can set or shadow it.
import type { Response } from 'express';

export const SESSION_COOKIE_NAME = 'renewly.sid';
export const HOST_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** The name for an app served at `appOrigin`, and whether its cookies are Secure. */
export function sessionCookieOf(appOrigin: string): { name: string; secure: boolean } {
  const secure = appOrigin.startsWith('https:');
  return { name: secure ? HOST_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME, secure };
}

/** Tells the browser to drop the session cookie (with the attributes it was set with: a `__Host-` one needs Secure). */
export function clearSessionCookie(res: Response, appOrigin: string): void {
  const { name, secure } = sessionCookieOf(appOrigin);
  res.clearCookie(name, { path: '/', secure, httpOnly: true, sameSite: 'lax' });
}
