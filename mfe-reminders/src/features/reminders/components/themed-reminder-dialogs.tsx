// The lazily loaded reminder dialogs with their own antd theme (the reminders page draws no antd, so its root has none).
import type { ComponentProps } from 'react';
import { AntdTheme } from '../../../../../federation/antd-theme';
import { CreateReminderDialog } from './create-reminder-dialog';
import { EditReminderDialog } from './edit-reminder-dialog';

export function ThemedCreateReminderDialog(props: ComponentProps<typeof CreateReminderDialog>) {
  return (
    <AntdTheme>
      <CreateReminderDialog {...props} />
    </AntdTheme>
  );
}

export function ThemedEditReminderDialog(props: ComponentProps<typeof EditReminderDialog>) {
  return (
    <AntdTheme>
      <EditReminderDialog {...props} />
    </AntdTheme>
  );
}
