// Two-step sign-in in tests (issue 40): the code an authenticator app shows, and an account with two-step turned on
// the way a user does it (the secret from the set-up, then its first code).
import * as OTPAuth from 'otpauth';
import request from 'supertest';
import type { Express } from 'express';
import { twoStepClock } from '../src/modules/two-step/two-step.service';
import { TEST_ORIGIN, type SignedInAgent } from './helpers';

/** The 6-digit code for this secret at `at` (ms; the module's clock by default). */
export const totpCode = (secret: string, at = twoStepClock.now()): string =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

/** Turns two-step sign-in on for a signed-in agent; its secret and the 10 recovery codes. */
export async function turnOnTwoStep(agent: SignedInAgent, at = twoStepClock.now()): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/two-step/setup').send({});
  if (setup.status !== 200) throw new Error(`two-step set-up failed: ${setup.status} ${setup.text}`);
  const on = await agent.post('/api/two-step/enable').send({ code: totpCode(setup.body.secret, at) });
  if (on.status !== 200) throw new Error(`two-step enable failed: ${on.status} ${on.text}`);
  return { secret: setup.body.secret as string, recoveryCodes: on.body.codes as string[] };
}

/** A new agent that has passed the password step of an account with two-step on: half signed in. */
export async function halfSignedIn(app: Express, email: string, password: string) {
  const agent = request.agent(app).set('Origin', TEST_ORIGIN);
  const res = await agent.post('/api/auth/login').send({ email, password });
  if (res.status !== 200 || res.body.twoStepRequired !== true) throw new Error(`password step failed: ${res.status} ${res.text}`);
  return agent;
}
