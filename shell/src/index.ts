// The federation needs an async boundary before any shared module (react, ...) is used: everything starts in bootstrap.
import { startEarlyRequests, startRouteReadsWhenSignedIn } from './early-requests';
import { keepEarlyInstallPrompt } from './pwa/early-install-prompt';
import { keepEarlyWorkerMessages } from './pwa/early-worker-messages';
import { showStartupError } from './startup-error';
import { yieldToMain } from '../../federation/yield-to-main';

keepEarlyWorkerMessages();
keepEarlyInstallPrompt();
startEarlyRequests();
void startRouteReadsWhenSignedIn(window.location.pathname);
// This script's evaluation (the federation runtime's start) is one task; asking for the shared modules and the app's
// chunks (the runtime's share negotiation) is the next, so neither makes one long task of the other.
yieldToMain()
  .then(() => import('./bootstrap'))
  .catch(showStartupError);
