import { lazyDialog } from '../../../../../federation/lazy-dialog';
import { EARLY_CREATE_REMINDER, earlyReminderValues } from './early-reminder-dialog';

// The create and edit dialogs (antd's Modal, Select, Radio, Checkbox, InputNumber, react-hook-form and the form kit,
// with the brand's antd theme) are not part of the page's first load; the page preloads them when idle
// (federation/lazy-dialog.tsx).
export const CreateReminderDialog = lazyDialog(
  () => import('./themed-reminder-dialogs').then((module) => module.ThemedCreateReminderDialog),
  'Loading the reminder form',
  ({ policies, onClose }) => ({ name: EARLY_CREATE_REMINDER, values: earlyReminderValues(policies), onCancelled: onClose }),
);

export const EditReminderDialog = lazyDialog(
  () => import('./themed-reminder-dialogs').then((module) => module.ThemedEditReminderDialog),
  'Loading the reminder form',
);
