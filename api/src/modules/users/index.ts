// The users module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { UserModel, type UserRecord, toPublicUser } from './user.model';
export { type UserContact, contactsFor, firstNamesOf, ownerFirstNames } from './users.service';
