import { lazyDialog } from '../../../../../federation/lazy-dialog';
import { earlyCreateReminder, earlyEditReminder } from '../reminder.form';

// The create and edit dialogs (antd's Modal, Select, Radio, Checkbox, InputNumber, react-hook-form and the form kit,
// with the brand's antd theme) are not part of the page's first load: they load at the page's first interaction, and a
// tap before they have arrived opens their plain early form (issue 38; federation/lazy-dialog.tsx).
export const CreateReminderDialog = lazyDialog(
  () => import('./themed-reminder-dialogs').then((module) => module.ThemedCreateReminderDialog),
  'Loading the reminder form',
  ({ policies }) => earlyCreateReminder(policies),
);

export const EditReminderDialog = lazyDialog(
  () => import('./themed-reminder-dialogs').then((module) => module.ThemedEditReminderDialog),
  'Loading the reminder form',
  ({ reminder }) => earlyEditReminder(reminder),
);
