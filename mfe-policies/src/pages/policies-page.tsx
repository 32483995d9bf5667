// Exposed as `policies/PoliciesPage` (route '/policies').
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { PoliciesView } from '../features/policies/components/policies-view';

export default function PoliciesPage() {
  return (
    <RemoteRoot name="policies/PoliciesPage" theme={AntdTheme}>
      <PoliciesView />
    </RemoteRoot>
  );
}
