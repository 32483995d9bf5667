// A password reset in tests, as the emailed link does it, without waiting for the email: a token stored as
// forgot-password stores one, then POST /api/auth/reset-password with it.
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import type { Express } from 'express';
import { hashResetToken } from '../src/modules/sign-in/auth.service';
import { ResetTokenModel } from '../src/modules/auth/reset-token.model';
import { TEST_ORIGIN } from './helpers';

/** A fresh, unused reset token for the user (what the reset email would carry). */
export async function issueResetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await ResetTokenModel.create({ userId: new Types.ObjectId(userId), tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 60 * 60_000) });
  return token;
}

/** Resets the user's password by a new token, signed out; `extra` goes into the body (the form's other choices). */
export async function resetByLink(app: Express, userId: string, newPassword: string, extra: Record<string, unknown> = {}) {
  const token = await issueResetToken(userId);
  return request(app).post('/api/auth/reset-password').set('Origin', TEST_ORIGIN).send({ token, newPassword, confirmPassword: newPassword, ...extra });
}
