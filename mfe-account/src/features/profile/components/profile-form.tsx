import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { formatUkDate, updateProfileSchema, type User } from '@renewly/shared-contracts';
import { FormField } from '../../../components/form-field';
import { useUpdateProfile } from '../data/use-update-profile';

type ProfileFormInput = z.input<typeof updateProfileSchema>;

export const MOBILE_HINT = 'UK format: 07... or +44...';

function valuesOf(user: User): ProfileFormInput {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', mobileNumber: user.mobileNumber ?? '' };
}

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const { control, handleSubmit, formState } = useForm<ProfileFormInput, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    // `values` keeps the form in step with the server copy after a save and refetch.
    values: valuesOf(user),
  });

  return (
    <form noValidate aria-label="Profile" onSubmit={handleSubmit((values) => update.mutate(values))}>
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField control={control} name="firstName" label="First name" autoComplete="given-name" />
          </Col>
          <Col xs={24} md={12}>
            <FormField control={control} name="lastName" label="Last name" autoComplete="family-name" />
          </Col>
        </Row>
        <FormField
          control={control}
          name="mobileNumber"
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          placeholder="07123 456789"
          extra={MOBILE_HINT}
        />
        <Form.Item label="Email" htmlFor="profile-email" extra="Your email address is your username and cannot be changed.">
          <Input id="profile-email" value={user.username} readOnly disabled />
        </Form.Item>
        {user.createdAt ? (
          <p style={{ color: 'rgba(0,0,0,0.55)', marginTop: -8 }}>Member since {formatUkDate(user.createdAt)}</p>
        ) : null}
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={update.isPending || !formState.isDirty}>
          Save changes
        </Button>
      </Form>
    </form>
  );
}
