// Issue 51 item 17: test emails go only to the user's own verified address (the API's recipient rule), so a user whose
// address is not verified is told before typing, not after Send, with the way to verify it.
import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readAuthUser, ROUTE_PATHS } from '@renewly/shared-contracts';
import { VERIFICATION_TEXTS } from '@renewly/shared-contracts/features/verification-texts';

export const VERIFY_EMAIL_FIRST_TITLE = 'Verify your email address first';

/**
 * The signed-in user, read after the first render only: the server draws this page without the user, and React must
 * take that markup over as it is. The shell's auth gate has usually filled this query already.
 */
function useAuthUserAfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return useQuery({ queryKey: QUERY_KEYS.authUser, queryFn: readAuthUser, enabled: mounted });
}

export function VerifyEmailFirst() {
  const user = useAuthUserAfterMount();
  if (!user.data || user.data.emailVerifiedAt !== null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={VERIFY_EMAIL_FIRST_TITLE}
      description={
        <>
          {VERIFICATION_TEXTS.emailHint} {/* Underlined: a link inside text must not rely on colour alone (axe link-in-text-block). */}
          <Link to={ROUTE_PATHS.profile} style={{ textDecoration: 'underline' }}>
            Verify it on your profile
          </Link>
        </>
      }
    />
  );
}
