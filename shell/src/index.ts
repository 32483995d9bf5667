// The federation needs an async boundary before any shared module (react, ...) is used: everything starts in bootstrap.
import { startEarlyRequests } from './early-requests';
import { showStartupError } from './startup-error';

startEarlyRequests();
import('./bootstrap').catch(showStartupError);
