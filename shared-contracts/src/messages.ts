// Wording from the product spec (§5 validation, §8 toasts), used verbatim by every app.

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidUkMobile: 'Please enter a valid UK mobile number',
  passwordMin: 'Password must be at least 6 characters long',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  resetTokenRequired: 'Reset token is required',
  policyRequiredFields:
    'Please fill in all required fields (Registration Number, Car Make, Car Model, and Renewal Date)',
  fillAllFields: 'Please fill in all fields',
  enterMobileNumber: 'Please enter a mobile phone number',
  fillPhoneAndMessage: 'Please fill in both phone number and message',
  required: 'Required',
  invalidInput: 'Invalid input',
  // Not in the spec: limits and formats the API enforces against abuse.
  emailTooLong: 'Email must be at most 254 characters',
  nameTooLong: 'Name must be at most 100 characters',
  passwordTooLong: 'Password must be at most 128 characters long',
  usernameMustMatchEmail: 'Username must be the same as the email address',
  invalidRegistration: 'Please enter a valid UK registration number',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  invalidAmount: 'Please enter a valid amount (up to 2 decimal places)',
  invalidId: 'Invalid id',
  textTooLong: 'Text is too long',
  carMakeTooLong: 'Car Make is too long (at most 100 characters)',
  carModelTooLong: 'Car Model is too long (at most 100 characters)',
  insurerTooLong: 'Insurer is too long (at most 100 characters)',
  insurerPolicyNumberTooLong: "The insurer's policy number is too long (at most 40 characters)",
  invalidUkDate: 'Please enter a real date (dd/mm/yyyy)',
  registrationTooLong: 'A UK registration has at most 7 characters (plus a space)',
  reminderDaysRange: 'Enter a whole number of days from 1 to 365',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  vehicleLookupQuota: 'You have used today\'s vehicle lookups. Please enter the details by hand or try again tomorrow.',
  vehicleLookupUnavailable: 'Vehicle lookup is unavailable for the rest of the day. Please enter the details by hand.',
} as const;

/** POST /api/policies over the per-user cap. */
export const policyLimitMessage = (max: number) => `You can keep at most ${max} policies. Delete one to add another.`;

export const TOASTS = {
  // Error toasts (title, then description)
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  error: 'Error',
  forgotPasswordFailed: 'Failed to send reset email',
  resetPasswordFailed: 'Failed to reset password',
  logoutFailed: 'Logout failed',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  reminderCreateFailed: 'Failed to create reminder',
  reminderUpdateFailed: 'Failed to update reminder',
  reminderDeleteFailed: 'Failed to delete reminder',
  policyCreateFailed: 'Failed to create policy',
  policyUpdateFailed: 'Failed to update policy',
  policyDeleteFailed: 'Failed to delete policy',
  policyStatusFailed: 'Failed to update policy status',
  quotesFailed: 'Failed to generate personalized quotes. Please try again.',
  updateFailed: 'Update Failed',
  notificationsNotSupported: 'Notifications not supported',
  notificationsNotSupportedDescription: 'Your browser does not support notifications',
  notificationsDisabled: 'Notifications disabled',
  notificationsDisabledDescription: 'Enable notifications to receive policy reminders',
  vehicleNotFound: 'Vehicle not found in database - please enter manually',
  emailFailed: 'Failed to send email',
  smsTestFailed: 'Failed to test SMS',
  smsTestSendFailed: 'Failed to send test SMS',
  smsFailed: 'Failed to send SMS',
  missingInformation: 'Missing information',
  missingPhoneNumber: 'Missing phone number',
  // Success toasts
  registrationSuccessful: 'Registration successful',
  registrationSuccessfulDescription: 'Your account has been created. You can now log in.',
  resetEmailSent: 'Reset email sent',
  passwordResetSuccessful: 'Password reset successful',
  notificationsEnabled: 'Notifications enabled',
  notificationsEnabledDescription: 'You will now receive policy renewal reminders',
  reminderCreated: 'Reminder created successfully',
  reminderUpdated: 'Reminder updated successfully',
  reminderDeleted: 'Reminder deleted successfully',
  policyCreated: 'Policy created successfully',
  policyUpdated: 'Policy updated successfully',
  policyStatusUpdated: 'Policy status updated successfully',
  profileUpdated: 'Profile Updated',
  quotesGenerated: 'Quotes Generated',
  emailSent: 'Email sent successfully!',
  testSmsSent: 'Test SMS sent!',
  smsNotConfiguredTestCompleted: 'SMS service not configured, but test completed.',
  smsSent: 'SMS sent successfully!',
} as const;

/** 'Policy created successfully', plus ' with N reminder(s)' when reminders were created. */
export function policyCreatedMessage(remindersCreated = 0): string {
  return remindersCreated > 0
    ? `${TOASTS.policyCreated} with ${remindersCreated} reminder(s)`
    : TOASTS.policyCreated;
}
