/** @jest-environment jsdom */
// zod-config.ts sets zod's browser settings without importing zod: zod must still read them from its global.
import './zod-config';
import { globalConfig } from 'zod/v4/core';

it('turns jitless on in the browser before zod loads, and zod keeps it', () => {
  expect(globalConfig.jitless).toBe(true);
});
