import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Col, Empty, Row, Skeleton } from 'antd';
import { BRAND_COLORS, routeOfPage, showToast, TOASTS, type Policy, type PolicyFilter } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../../../federation/page-header';
import { useDeletePolicy } from '../api/delete-policy';
import { useSetPolicyActive } from '../api/set-policy-active';
import { usePolicies } from '../../../api/get-policies';
import { useDeferredQuery } from '../../../../../federation/deferred-query';
import { filterCounts, filterPolicies, isPolicyFilter } from '../policy-filters';
import { PolicyCard } from './policy-card';
import { PolicyFilterBar } from './policy-filter-bar';
import { usePreloadOnFirstInteraction } from '../../../../../federation/lazy-dialog';
import { LazyPolicyFormDialog as PolicyFormDialog } from './lazy-policy-form-dialog';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('PoliciesPage');

type DialogState = { open: false } | { open: true; policy: Policy | null };

export function PoliciesView() {
  const [params, setParams] = useSearchParams();
  const policies = useDeferredQuery(usePolicies());
  const setActive = useSetPolicyActive();
  const deletePolicy = useDeletePolicy();
  usePreloadOnFirstInteraction(PolicyFormDialog);
  const [dialog, setDialog] = useState<DialogState>(() =>
    params.get('add') === '1' ? { open: true, policy: null } : { open: false },
  );
  const filterParam = params.get('filter');
  const filter: PolicyFilter = isPolicyFilter(filterParam) ? filterParam : 'all';

  const setFilter = (next: PolicyFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('filter');
        else updated.set('filter', next);
        return updated;
      },
      { replace: true },
    );

  const closeDialog = () => {
    setDialog({ open: false });
    if (params.get('add')) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('add');
          return updated;
        },
        { replace: true },
      );
    }
  };

  const list = useMemo(() => policies.data ?? [], [policies.data]);
  const counts = useMemo(() => (policies.data ? filterCounts(policies.data) : null), [policies.data]);
  const shown = useMemo(() => filterPolicies(list, filter), [list, filter]);

  // '/policies?policy=<id>' (a reminder's 'View Policy'): that card is scrolled to and marked.
  const focusId = params.get('policy');
  const focusShown = Boolean(focusId && shown.some((policy) => policy.id === focusId));
  useEffect(() => {
    if (focusShown) document.getElementById(`policy-${focusId}`)?.scrollIntoView({ block: 'center' });
  }, [focusId, focusShown]);

  const toggle = (policy: Policy, isActive: boolean) =>
    setActive.mutate(
      { id: policy.id, isActive },
      {
        onSuccess: () => showToast({ title: TOASTS.policyStatusUpdated, variant: 'success' }),
        onError: () => showToast({ title: TOASTS.error, description: TOASTS.policyStatusFailed, variant: 'error' }),
      },
    );
  const remove = (policy: Policy) =>
    deletePolicy.mutate(policy.id, {
      onError: () => showToast({ title: TOASTS.error, description: TOASTS.policyDeleteFailed, variant: 'error' }),
    });

  return (
    <div className={pageColumnClass(ROUTE.width)}>
      <PageHeader
        route={ROUTE}
        actions={
          <Button type="primary" size="large" onClick={() => setDialog({ open: true, policy: null })}>
            Add Policy
          </Button>
        }
      />

      <div style={{ margin: '20px 0' }}>
        {/* A list that failed to load has no counts to show: the error below says so instead. */}
        {!policies.isError && <PolicyFilterBar value={filter} counts={counts} onChange={setFilter} />}
      </div>

      {policies.isPending ? (
        <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading policies">
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <Skeleton active paragraph={{ rows: 5 }} />
            </Col>
          ))}
        </Row>
      ) : policies.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load policies. Please try again."
          action={
            <Button size="small" onClick={() => void policies.refetch()}>
              Retry
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <Empty description="No policies yet. Add your first vehicle to start tracking its renewal.">
          <Button type="primary" onClick={() => setDialog({ open: true, policy: null })}>
            Add New Policy
          </Button>
        </Empty>
      ) : shown.length === 0 ? (
        <Empty description="No policies match this filter." />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((policy) => (
            <Col
              key={policy.id}
              id={`policy-${policy.id}`}
              xs={24}
              md={12}
              xl={8}
              aria-current={policy.id === focusId ? 'true' : undefined}
              style={policy.id === focusId ? { outline: `3px solid ${BRAND_COLORS.primary}`, outlineOffset: 4, borderRadius: 12 } : undefined}
            >
              <PolicyCard
                policy={policy}
                onEdit={(p) => setDialog({ open: true, policy: p })}
                onDelete={remove}
                onToggleActive={toggle}
                toggling={setActive.isPending && setActive.variables?.id === policy.id}
                deleting={deletePolicy.isPending && deletePolicy.variables === policy.id}
              />
            </Col>
          ))}
        </Row>
      )}

      <PolicyFormDialog
        open={dialog.open}
        policy={dialog.open ? dialog.policy : null}
        onClose={closeDialog}
      />
    </div>
  );
}
