// The federation needs an async boundary before any shared module (react, ...) is used: everything starts in bootstrap.
import { startEarlyRequests, startRouteReadsWhenSignedIn } from './early-requests';
import { showStartupError } from './startup-error';

startEarlyRequests();
void startRouteReadsWhenSignedIn(window.location.pathname);
import('./bootstrap').catch(showStartupError);
