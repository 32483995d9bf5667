// The renewal offer typed in "Quotes you got" (issue 51), saved as the notice import saves a notice's offer: the offer
// in currentPremium and renewalOffer, this year's price in previousPremium (rules/policy-terms.ts), with its add-ons.
import { currentTermPrice, type Policy, type PolicyInputBody, type QuoteAddOn } from '@renewly/shared-contracts';
import { policyFormValues, toPolicyBody } from '@renewly/shared-contracts/features/policy-form';

export function typedOfferBody(policy: Policy, offer: { renewalOffer: number; addOns: QuoteAddOn[] }): PolicyInputBody {
  const price = String(offer.renewalOffer);
  return {
    ...toPolicyBody(policyFormValues(policy), 'edit'),
    currentPremium: price,
    previousPremium: currentTermPrice(policy) ?? '',
    renewalOffer: price,
    renewalOfferAddOns: offer.addOns,
  };
}
