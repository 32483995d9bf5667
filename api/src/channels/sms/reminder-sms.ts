import { displayRegistration, formatUkDate } from '@renewly/shared-contracts';
import type { DeliveryContext } from '../delivery-channel';
import { eventPhrase, whenText } from '../reminder-wording';
import { gsmLength, SINGLE_SMS_LENGTH, toGsm } from './gsm';

const fits = (text: string) => gsmLength(text) <= SINGLE_SMS_LENGTH;

/** One SMS of at most 160 GSM characters: if it must, the insurer goes first, then the vehicle name shortens. */
export function reminderSms(ctx: DeliveryContext): string {
  const p = ctx.policy;
  const build = (vehicle: string, withInsurer: boolean) =>
    toGsm(
      `Renewly: ${ctx.target === 'bestDay' ? 'best day to get quotes for ' : ''}your ${vehicle} (${displayRegistration(p.registrationNumber)}) ${eventPhrase(ctx, { withInsurer })} on ${formatUkDate(
        ctx.targetDate,
      )}, ${whenText(ctx.daysLeft)}. ${ctx.policyUrl}`,
    );
  let vehicle = `${p.carManufacturer} ${p.carModel}`.trim();
  let text = build(vehicle, true);
  if (fits(text)) return text;
  text = build(vehicle, false);
  while (!fits(text) && vehicle.length > 0) {
    vehicle = vehicle.slice(0, -1).trimEnd();
    text = build(vehicle, false);
  }
  // Only an app origin of well over 60 characters gets here.
  while (!fits(text)) text = text.slice(0, -1);
  return text;
}
