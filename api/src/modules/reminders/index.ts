// The reminders module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { ReminderModel } from './reminders.model';
export { type ReminderForDelivery, createRemindersForPolicy, deleteForPolicy, listAllRemindersForDelivery, rearmRenewalReminders, targetDateOf } from './reminders.service';
export { type ChannelsForLog, type ReminderLinks, type ReminderSchedule } from './reminder-links';
