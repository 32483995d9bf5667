// The delivery-preferences module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { DEFAULT_DELIVERY_HOUR, isQuietHour } from './delivery-preferences.rules';
export { deliveryPreferencesFor, getDeliveryPreferences, setNoticeEmails } from './delivery-preferences.service';
