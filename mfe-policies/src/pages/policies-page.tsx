// Exposed as `policies/PoliciesPage` (route '/policies').
import { PoliciesTheme } from '../app/policies-theme';
import { PoliciesView } from '../features/policies/components/policies-view';

export default function PoliciesPage() {
  return (
    <PoliciesTheme>
      <PoliciesView />
    </PoliciesTheme>
  );
}
