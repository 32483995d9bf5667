import { lazyDialog } from '../../../../../federation/lazy-dialog';

// The create and edit dialogs (antd's Modal, Select, Radio, Checkbox, InputNumber, react-hook-form and the form kit)
// are not part of the page's first load; the page preloads them when idle (federation/lazy-dialog.tsx).
export const CreateReminderDialog = lazyDialog(
  () => import('./create-reminder-dialog').then((module) => module.CreateReminderDialog),
  'Loading the reminder form',
);

export const EditReminderDialog = lazyDialog(
  () => import('./edit-reminder-dialog').then((module) => module.EditReminderDialog),
  'Loading the reminder form',
);
