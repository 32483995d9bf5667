// The federation needs an async boundary before any shared module (react, ...) is used: everything starts in bootstrap.
import { showStartupError } from './startup-error';

import('./bootstrap').catch(showStartupError);
