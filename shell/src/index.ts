// The federation needs an async boundary before any shared module (react, ...) is used: everything starts in bootstrap.
import { startEarlyRequests, startRouteReadsWhenSignedIn } from './early-requests';
import { keepEarlyWorkerMessages } from './pwa/early-worker-messages';
import { showStartupError } from './startup-error';

keepEarlyWorkerMessages();
startEarlyRequests();
void startRouteReadsWhenSignedIn(window.location.pathname);
import('./bootstrap').catch(showStartupError);
