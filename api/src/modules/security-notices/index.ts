// The security-notices module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { isKnownDeviceOf, noteSignInDevice } from './new-device-notice';
export { sendSignInChangeNotice } from './sign-in-change-notice';
