// The sharing module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { type NoticeLinks, endSharesOnErasure } from './sharing-erasure';
export { endAllSharesOf, openInviteMatches, sharingOf } from './sharing.service';
