// Exposed as `policies/PoliciesPage` (route '/policies'). Filled in by issue 4.
export default function PoliciesPage() {
  return <div data-testid="policies-page">Insurance Policies</div>;
}
