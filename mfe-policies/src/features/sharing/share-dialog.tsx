// 'Share' on a policy card (issue 27): invite someone by email as a Viewer or an Editor, and see, change or remove
// who has access. Owner only (the API refuses anyone else). Loaded lazily with antd, like the other dialogs.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Modal, Popconfirm, Radio, Select, Tag } from 'antd';
import { displayRegistration, refusedMessage, showToast, type Policy } from '@renewly/shared-contracts';
import { SHARE_ROLE_DESCRIPTIONS, SHARE_ROLE_LABELS, SHARE_ROLES, SHARING_MESSAGES, shareInviteInputSchema, type PolicyMember, type ShareInviteInput, type ShareRole } from '@renewly/shared-contracts/features/sharing';
import { DialogTabLoop } from '../../../../federation/dialog-tab-loop';
import { Form } from '../../../../federation/form/form';
import { FormField } from '../../../../federation/form/form-field';
import { SubmitButton } from '../../../../federation/form/submit-button';
import { useZodForm } from '../../../../federation/form/use-zod-form';
import { useChangeRole, useInvite, useMembers, useRemoveMember } from './api/sharing-api';
import { memberStatus } from './member-status';
import { useEarlyDialogHandover } from '../../../../federation/early-dialog';
import { fieldProps } from '../../../../federation/form-spec';
import { SpecField } from '../../../../federation/form/spec-field';
import { SHARE_FORM } from './share.form';

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
  const membersList = useRef<HTMLUListElement>(null);
  const removing = useFocusAfterRemoval(members.data?.members, membersList, () => form.setFocus('email'));

  // Issue 38: an address typed in the plain early dialog (a tap made before this code had arrived) is kept.
  useEarlyDialogHandover(SHARE_FORM, form, onClose);

  const send = async (body: ShareInviteInput) => {
    setError(null);
    try {
      await invite.mutateAsync(body);
      showToast({ title: SHARING_MESSAGES.inviteSent, description: `We emailed ${body.email} a link to accept.`, variant: 'success' });
      form.reset({ email: '', role: body.role });
    } catch (e) {
      failed(e, 'The invitation could not be sent. Please try again.', setError);
    }
    // The button was disabled while sending, which drops focus to the page: back to the (emptied) email field.
    setTimeout(() => form.setFocus('email'));
  };

  return (
    <Modal
      open
      title={`Share ${reg}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width="min(600px, calc(100vw - 16px))"
      modalRender={(dialog) => <DialogTabLoop>{dialog}</DialogTabLoop>}
    >
      <p style={{ marginTop: 0 }}>
        Share {policy.carManufacturer} {policy.carModel} with someone in your household. They see it in their own
        Renewly and get its reminders through their own channels.
      </p>
      <Form form={form} id="share" aria-label={`Share ${reg}`} onSubmit={send}>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        <SpecField spec={SHARE_FORM} name="email" />
        <Field
          {...fieldProps(SHARE_FORM, 'role')}
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
        <ul ref={membersList} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }} data-testid="share-members">
          {members.data.members.map((member, index) => (
            <MemberRow key={member.id} policyId={policy.id} member={member} onRemoving={(pending) => removing(pending ? { id: member.id, index } : null)} />
          ))}
        </ul>
      )}
    </Modal>
  );
}

/**
 * Where focus goes once a removed row has gone from the list (the row held it, so it would drop to the page): the row
 * that took its place, else the one before, else the email field. Answers the function a row calls as its removal
 * starts (and with null when it failed, the row staying).
 */
function useFocusAfterRemoval(
  members: readonly PolicyMember[] | undefined,
  list: RefObject<HTMLUListElement | null>,
  focusEmail: () => void,
) {
  const pending = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const removed = pending.current;
    if (!removed || !members || members.some((m) => m.id === removed.id)) return;
    pending.current = null;
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-testid="share-member"]') ?? [];
    const row = rows[Math.min(removed.index, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('button[aria-label^="Remove "]');
    if (target) target.focus();
    else focusEmail();
  }, [members, list, focusEmail]);
  return (removal: { id: string; index: number } | null) => {
    pending.current = removal;
  };
}

function MemberRow({ policyId, member, onRemoving }: { policyId: string; member: PolicyMember; onRemoving: (pending: boolean) => void }) {
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
    onRemoving(true);
    remove.mutate(member.id, {
      onSuccess: () => showToast({ title: SHARING_MESSAGES.removed, variant: 'success' }),
      onError: (e) => {
        onRemoving(false);
        failed(e, 'Access could not be removed. Please try again.', setError);
      },
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
