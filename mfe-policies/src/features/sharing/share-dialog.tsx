// 'Share' on a policy card (issue 27): invite someone by email as a Viewer or an Editor, and see, change or remove
// who has access. Owner only (the API refuses anyone else). Loaded lazily with antd, like the other dialogs.
import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Radio, Select, Tag } from 'antd';
import { displayRegistration, refusedMessage, showToast, type Policy } from '@renewly/shared-contracts';
import { SHARE_ROLE_DESCRIPTIONS, SHARE_ROLE_LABELS, SHARE_ROLES, SHARING_MESSAGES, shareInviteInputSchema, type PolicyMember, type ShareInviteInput, type ShareRole } from '@renewly/shared-contracts/features/sharing';
import { Form } from '../../../../federation/form/form';
import { FormField } from '../../../../federation/form/form-field';
import { SubmitButton } from '../../../../federation/form/submit-button';
import { useZodForm } from '../../../../federation/form/use-zod-form';
import { useChangeRole, useInvite, useMembers, useRemoveMember } from './api/sharing-api';
import { memberStatus } from './member-status';

export interface ShareDialogProps {
  policy: Policy;
  onClose: () => void;
}

const Field = FormField<ShareInviteInput>;
const ROLE_OPTIONS = SHARE_ROLES.map((role) => ({ value: role, label: SHARE_ROLE_LABELS[role] }));

/** One message, in the dialog: a 4xx's own reason, else the fallback (issue 36: no second 'Please try again' toast beside it). */
function failed(error: unknown, fallback: string, show: (message: string) => void) {
  show(refusedMessage(error, fallback) ?? fallback);
}

export function ShareDialog({ policy, onClose }: ShareDialogProps) {
  const reg = displayRegistration(policy.registrationNumber);
  const members = useMembers(policy.id);
  const invite = useInvite(policy.id);
  const form = useZodForm(shareInviteInputSchema, { defaultValues: { email: '', role: 'viewer' } });
  const [error, setError] = useState<string | null>(null);

  const send = async (body: ShareInviteInput) => {
    setError(null);
    try {
      await invite.mutateAsync(body);
      showToast({ title: SHARING_MESSAGES.inviteSent, description: `We emailed ${body.email} a link to accept.`, variant: 'success' });
      form.reset({ email: '', role: body.role });
    } catch (e) {
      failed(e, 'The invitation could not be sent. Please try again.', setError);
    }
  };

  return (
    <Modal open title={`Share ${reg}`} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width="min(600px, calc(100vw - 16px))">
      <p style={{ marginTop: 0 }}>
        Share {policy.carManufacturer} {policy.carModel} with someone in your household. They see it in their own
        Renewly and get its reminders through their own channels.
      </p>
      <Form form={form} id="share" aria-label={`Share ${reg}`} onSubmit={send}>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        <Field name="email" label="Email address" type="email" autoComplete="off" maxLength={254} required />
        <Field
          name="role"
          label="Role"
          render={({ field, id, ...aria }) => (
            <Radio.Group
              id={id}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              style={{ display: 'grid', gap: 6 }}
            >
              {SHARE_ROLES.map((role) => (
                <Radio key={role} value={role}>
                  <strong>{SHARE_ROLE_LABELS[role]}</strong>: {SHARE_ROLE_DESCRIPTIONS[role]}
                </Radio>
              ))}
            </Radio.Group>
          )}
        />
        <SubmitButton>Send invitation</SubmitButton>
      </Form>
      <h3 style={{ fontSize: 16, margin: '20px 0 8px' }}>Who has access</h3>
      {members.isPending ? (
        <p aria-busy="true">Loading…</p>
      ) : members.isError ? (
        <Alert type="error" showIcon role="alert" title="Failed to load who has access. Please try again." />
      ) : members.data.members.length === 0 ? (
        <p data-testid="no-members">Only you. Invite someone above.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }} data-testid="share-members">
          {members.data.members.map((member) => (
            <MemberRow key={member.id} policyId={policy.id} member={member} />
          ))}
        </ul>
      )}
    </Modal>
  );
}

function MemberRow({ policyId, member }: { policyId: string; member: PolicyMember }) {
  const changeRole = useChangeRole(policyId);
  const remove = useRemoveMember(policyId);
  const [error, setError] = useState<string | null>(null);
  const who = member.firstName ? `${member.firstName} (${member.email})` : member.email;
  const setRole = (role: ShareRole) => {
    setError(null);
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => showToast({ title: SHARING_MESSAGES.roleChanged, variant: 'success' }),
        onError: (e) => failed(e, 'The role could not be changed. Please try again.', setError),
      },
    );
  };
  const removeMember = () => {
    setError(null);
    remove.mutate(member.id, {
      onSuccess: () => showToast({ title: SHARING_MESSAGES.removed, variant: 'success' }),
      onError: (e) => failed(e, 'Access could not be removed. Please try again.', setError),
    });
  };
  const status = memberStatus(member);
  return (
    <li
      data-testid="share-member"
      data-state={member.state}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: 8, border: '1px solid #dbe3e8', borderRadius: 8 }}
    >
      <span style={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
        {who}{' '}
        <Tag color={status.color}>{status.label}</Tag>
        {status.note && <span style={{ fontSize: 12, color: '#5b6b75' }}>{status.note}</span>}
      </span>
      <Select
        aria-label={`Role of ${member.email}`}
        value={member.role}
        options={ROLE_OPTIONS}
        onChange={setRole}
        disabled={changeRole.isPending}
        style={{ width: 110 }}
      />
      <Popconfirm
        title={member.state === 'active' ? `Remove ${member.firstName ?? member.email}?` : 'Withdraw this invitation?'}
        description={member.state === 'active' ? 'Their reminders for this car are deleted too.' : undefined}
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={removeMember}
      >
        <Button danger loading={remove.isPending} aria-label={`Remove ${member.email}`}>
          Remove
        </Button>
      </Popconfirm>
      {error && (
        <span role="alert" style={{ flexBasis: '100%', color: '#b42318', fontSize: 13 }}>
          {error}
        </span>
      )}
    </li>
  );
}
