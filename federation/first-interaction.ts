// Kept where the apps import it from; the function lives in the shared contracts (their answer checks use it too).
export { HOUSEKEEPING_AFTER_TAP_MS, onFirstInteraction } from '@renewly/shared-contracts';
