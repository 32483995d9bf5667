// Kept where the apps import it from; the function lives in the shared contracts (their answer checks use it too).
export { onFirstInteraction } from '@renewly/shared-contracts';
