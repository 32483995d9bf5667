// The verification module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { requestEmailChange, sendSignUpVerification } from './email-verification';
export { sendMobileCode } from './mobile-verification';
