// The user-channels module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { type UserChannelRecord } from './user-channels.model';
export { type UserChannelsService, channelLabel, channelsById, defaultChannelIds, requireOwnChannels } from './user-channels.service';
