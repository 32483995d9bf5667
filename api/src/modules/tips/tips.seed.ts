// UK car-insurance tips seeded into the database at first start. Facts checked against public sources
// (FCA pricing rules 2022, GOV.UK for MOT/tax/penalties, ABI figures); keep them general and current.
export interface TipSeed {
  title: string;
  description: string;
  category: string;
  priority: 'high' | 'medium' | 'low';
}

export const INSURANCE_TIPS: TipSeed[] = [
  {
    title: 'Compare Insurance Quotes',
    description:
      'Never let a policy auto-renew without checking the market. Since January 2022 insurers may not charge renewing customers more than new ones, but another insurer may still be cheaper for the same cover.',
    category: 'Renewal',
    priority: 'high',
  },
  {
    title: 'Buy About Three Weeks Before Renewal',
    description:
      'Quotes are often cheaper when you buy around three to four weeks before the start date; leaving it to the last day or two usually costs more.',
    category: 'Renewal',
    priority: 'high',
  },
  {
    title: 'Use More Than One Comparison Site',
    description:
      'No comparison site lists every insurer, and some (such as Direct Line) are not on comparison sites at all. Check two or three sites and a couple of insurers directly.',
    category: 'Savings',
    priority: 'high',
  },
  {
    title: 'Check Every Level of Cover',
    description:
      'Comprehensive cover is often cheaper than third party only, because riskier drivers tend to choose the minimum. Always compare all three levels before deciding.',
    category: 'Cover',
    priority: 'high',
  },
  {
    title: 'Know Your Total Excess',
    description:
      'Your total excess is the compulsory excess plus any voluntary excess. A higher voluntary excess lowers the premium, but only choose an amount you could pay tomorrow.',
    category: 'Savings',
    priority: 'medium',
  },
  {
    title: 'Pay Annually If You Can',
    description:
      'Paying monthly is usually a credit agreement with interest added. Paying for the year in one go is normally cheaper; compare the total amount payable, not the monthly figure.',
    category: 'Savings',
    priority: 'medium',
  },
  {
    title: 'Estimate Your Mileage Honestly',
    description:
      'Check your last MOT certificates to see how far you really drive. Overestimating wastes money; underestimating can lead to a claim being reduced or refused.',
    category: 'Savings',
    priority: 'medium',
  },
  {
    title: 'Never Front a Policy',
    description:
      'Naming a parent as the main driver of a car that a younger driver mainly uses is "fronting". It is insurance fraud and can leave the real driver uninsured when it matters.',
    category: 'Legal',
    priority: 'high',
  },
  {
    title: 'Add an Experienced Named Driver',
    description:
      'Adding a careful, experienced driver who genuinely uses the car can lower the premium for a new driver. The person who drives it most must be the main driver.',
    category: 'Savings',
    priority: 'low',
  },
  {
    title: 'Consider a Telematics Policy',
    description:
      'Black-box or app-based policies price your cover on how you actually drive. They can cut costs substantially for young and newly qualified drivers who drive smoothly.',
    category: 'Savings',
    priority: 'medium',
  },
  {
    title: 'Protect Your No-Claims Discount Wisely',
    description:
      'Protected no-claims cover keeps your years of discount after a claim, but your premium can still rise. Weigh the extra cost against how many years of discount you hold.',
    category: 'Claims',
    priority: 'medium',
  },
  {
    title: 'Declare Every Modification',
    description:
      'Alloy wheels, tinted windows, remaps and body kits are modifications. Tell your insurer about all of them: undeclared changes can invalidate a claim.',
    category: 'Cover',
    priority: 'high',
  },
  {
    title: 'Describe Your Job Accurately',
    description:
      'Premiums vary with occupation. Choose the job title that honestly describes what you do; a misleading one can invalidate your policy.',
    category: 'Legal',
    priority: 'medium',
  },
  {
    title: 'Park Off the Road Overnight',
    description:
      'Keeping your car on a driveway or in a garage overnight can lower your premium. Always state where the car is really kept.',
    category: 'Security',
    priority: 'low',
  },
  {
    title: 'Fit Approved Security',
    description:
      'Thatcham-approved alarms, immobilisers and trackers can reduce premiums and help recover a stolen car. Keep keyless-entry fobs in a signal-blocking pouch.',
    category: 'Security',
    priority: 'low',
  },
  {
    title: 'Check the Insurance Group First',
    description:
      'Every car has an insurance group from 1 to 50 based on repair costs, price, performance and safety equipment. Check it before you buy a car, not after.',
    category: 'Savings',
    priority: 'medium',
  },
  {
    title: 'Keep Your MOT Valid',
    description:
      'Driving without a valid MOT can bring a fine of up to £1,000 and may affect your insurance. You can have the test up to a month (minus a day) early and keep the same renewal date.',
    category: 'Legal',
    priority: 'high',
  },
  {
    title: 'Tax the Car When You Buy It',
    description:
      'Vehicle tax no longer transfers with the car. Tax a car you have just bought before you drive it away, even if the seller had taxed it.',
    category: 'Legal',
    priority: 'high',
  },
  {
    title: 'Sign Up for Free GOV.UK Reminders',
    description:
      'DVSA sends free MOT reminders by text or email a month before the MOT runs out, and DVLA sends vehicle tax reminders. Use them alongside your insurance reminders.',
    category: 'Renewal',
    priority: 'low',
  },
  {
    title: 'Driving Uninsured Is Costly',
    description:
      'Driving without insurance brings a £300 fixed penalty and 6 penalty points; in court the fine is unlimited and you can be disqualified. The car can also be seized.',
    category: 'Legal',
    priority: 'high',
  },
  {
    title: 'Insure It or Declare SORN',
    description:
      'Under Continuous Insurance Enforcement a registered vehicle must be insured unless it has a SORN. A SORN car may only be driven to a pre-booked MOT test.',
    category: 'Legal',
    priority: 'medium',
  },
  {
    title: 'Read the Courtesy Car Terms',
    description:
      'A courtesy car is often a small car offered only while your own is repaired at an approved garage, not when it is stolen or written off. Check before you rely on it.',
    category: 'Cover',
    priority: 'low',
  },
  {
    title: 'Avoid Paying Twice for Add-ons',
    description:
      'Breakdown cover or legal expenses may already come with a bank account or another policy. Check before adding them to your car insurance.',
    category: 'Savings',
    priority: 'low',
  },
  {
    title: 'Use the 14-Day Cooling-Off Period',
    description:
      'You can usually cancel a new policy within 14 days. After that, cancelling mid-term often means a fee, and you may not earn a year of no-claims discount.',
    category: 'Renewal',
    priority: 'low',
  },
  {
    title: 'Tell Your Insurer About Every Incident',
    description:
      'Most policies require you to report any accident, even if you do not intend to claim. Failing to do so can put your cover at risk later.',
    category: 'Claims',
    priority: 'medium',
  },
  {
    title: 'Stop and Exchange Details After an Accident',
    description:
      'The law requires you to stop and give your name, address and registration to anyone with reasonable grounds to ask. If you cannot, report it to the police as soon as possible and within 24 hours.',
    category: 'Claims',
    priority: 'high',
  },
  {
    title: 'Photograph the Scene',
    description:
      'After an accident, take photos of the vehicles, the road and any damage, and note witnesses. Good evidence speeds up claims and helps settle disputes over fault.',
    category: 'Claims',
    priority: 'low',
  },
  {
    title: 'Check Driving Other Cars Cover',
    description:
      'Comprehensive cover no longer guarantees that you may drive other people\'s cars. Check your certificate of insurance before you get behind someone else\'s wheel.',
    category: 'Cover',
    priority: 'medium',
  },
  {
    title: 'Check Cover Before Driving Abroad',
    description:
      'UK policies give at least the legal minimum cover in the EU, and a green card is no longer needed there. Full comprehensive cover abroad may be limited to a number of days.',
    category: 'Cover',
    priority: 'low',
  },
  {
    title: 'Compare Prices Including Tax',
    description:
      'Insurance Premium Tax of 12% is built into every quote. Compare the total price you pay, including any admin fees and add-ons.',
    category: 'Savings',
    priority: 'low',
  },
  {
    title: 'Consider Pay-Per-Mile Cover',
    description:
      'If you drive only a few thousand miles a year, a pay-per-mile policy charges a fixed yearly part plus each mile you drive, and can cost less than standard cover.',
    category: 'Savings',
    priority: 'low',
  },
  {
    title: 'Look at Multi-Car Policies',
    description:
      'If your household has several cars, a multi-car policy can be cheaper, and each car can build its own no-claims discount. Compare it against separate policies.',
    category: 'Savings',
    priority: 'low',
  },
  {
    title: 'Read the Policy Summary',
    description:
      'Every policy comes with an Insurance Product Information Document (IPID) summarising what is and is not covered. Read it, and the excesses, before you buy.',
    category: 'Cover',
    priority: 'medium',
  },
  {
    title: 'Check Your Windscreen Cover',
    description:
      'Windscreen claims often do not affect your no-claims discount, but they carry their own excess. Using the insurer\'s approved repairer usually costs less.',
    category: 'Claims',
    priority: 'low',
  },
  {
    title: 'Tell Your Insurer About Changes',
    description:
      'Moving house, changing jobs, adding a driver or getting points must be reported during the policy, not just at renewal. Undisclosed changes can void a claim.',
    category: 'Legal',
    priority: 'medium',
  },
  {
    title: 'Declare Penalty Points When Asked',
    description:
      'Answer questions about points and motoring convictions fully. Points usually affect premiums for several years; hiding them can void your cover.',
    category: 'Legal',
    priority: 'medium',
  },
  {
    title: 'Check a Used Car Before Buying',
    description:
      'Check a used car\'s MOT history free on GOV.UK and ask whether it has ever been written off (category S or N). Tell your insurer if it has.',
    category: 'Cover',
    priority: 'low',
  },
];
