// Issue 47, an eleventh set of notices written afresh on 2026-11-30 by an eleventh helper, who had read neither the
// reader's code nor the other sets (only the harness in fresh-notice-checks.ts). 16 PDFs (no photos) from 16 UK
// car-insurance brands. Its aim: PDFs as document-composition systems make them, whose text comes out fragmented or
// scattered: pages built from absolutely positioned spans (labels and values far apart on one baseline, values
// right-aligned in their own boxes, all the labels emitted before all the values, or the right column before the
// left), words and single characters in separate spans, amounts split as '£' + '1,023' + '.40', policy numbers in
// groups with gaps, and packs of 2 to 4 pages (covering letter, schedule, certificate, statement of price) with the
// fields spread over the pages and running headers and footers carrying other numbers; with references written
// sideways in a margin, watermarks, and small-print tables of other figures (IPT, fees, commission, APR, instalments).
import type { FreshNotice } from './fresh-notice-checks';

/** A page of a pack, its text placed by top/left in mm like a composition tool's; the last page breaks no further. */
const page = (body: string, last = false) =>
  `<div style="position:relative;height:258mm;${last ? '' : 'break-after:page;page-break-after:always;'}">${body}</div>`;
/** A span placed at top/left (mm). */
const at = (top: number, left: number, text: string, style = '') =>
  `<span style="position:absolute;top:${top}mm;left:${left}mm;white-space:nowrap;${style}">${text}</span>`;
/** A span whose right edge is `right` mm from the page's right edge (a value right-aligned by its own box). */
const atRight = (top: number, right: number, text: string, style = '') =>
  `<span style="position:absolute;top:${top}mm;right:${right}mm;white-space:nowrap;text-align:right;${style}">${text}</span>`;
/** A paragraph placed at top/left, `width` mm wide. */
const para = (top: number, left: number, width: number, text: string, style = '') =>
  `<div style="position:absolute;top:${top}mm;left:${left}mm;width:${width}mm;${style}">${text}</div>`;
/** Each character in its own span, spaced out (a composition tool's tracking). */
const chars = (text: string, spacing = 1.2) =>
  [...text].map((c) => (c === ' ' ? `<span style="display:inline-block;width:${spacing * 3}pt"></span>` : `<span style="margin-right:${spacing}pt">${c}</span>`)).join('');
/** Each word in its own span, the gaps made by margins, not spaces (justified by the tool); a line may break between them. */
const words = (text: string, gap = 3.2) =>
  text
    .split(' ')
    .map((w) => `<span style="margin-right:${gap}pt">${w}</span>`)
    .join('<wbr>');
/** An amount as three spans: '£', the pounds, the pence. */
const money = (pounds: string, pence?: string) => `<span>£</span><span>${pounds}</span>${pence === undefined ? '' : `<span>.${pence}</span>`}`;
/** A number printed in groups, each its own span, with gaps between. */
const groups = (...parts: string[]) => parts.map((p) => `<span style="margin-right:2.2mm">${p}</span>`).join('');
/** A faint diagonal watermark across the page. */
const watermark = (word: string) =>
  `<div style="position:absolute;top:105mm;left:15mm;font-size:80pt;font-weight:bold;color:rgba(0,0,0,0.08);transform:rotate(-35deg);white-space:nowrap">${word}</div>`;
/** A reference written sideways up the margin edge. */
const sideways = (top: number, left: number, text: string) =>
  `<div style="position:absolute;top:${top}mm;left:${left}mm;writing-mode:vertical-rl;transform:rotate(180deg);font-size:6pt;color:#555;white-space:nowrap">${text}</div>`;

export const FRESH_NOTICES_11: FreshNotice[] = [
  // Aviva: one page of positioned spans, every label emitted before every value; values right-aligned in their boxes.
  {
    name: 'aviva',
    html: page(
      [
        at(0, 8, 'Aviva', 'font-size:22pt;font-weight:bold;color:#1b3c8c'),
        atRight(3, 0, 'Date of issue: 15 December 2026', 'font-size:8pt'),
        at(20, 8, 'Mr Daniel Okafor<br>14 Larchwood Close<br>Stockport<br>SK4 3PL', 'white-space:normal'),
        at(48, 8, 'Your Aviva car insurance renewal', 'font-size:13pt;font-weight:bold'),
        para(56, 8, 165, 'Dear Mr Okafor, your car insurance with us is due for renewal. The details of your cover for the year ahead are below. If you are happy, you need do nothing: we will renew it for you.'),
        at(76, 8, 'Policy number'),
        at(83, 8, 'Vehicle registration'),
        at(90, 8, 'Your new policy starts'),
        at(97, 8, 'Your renewal premium (including IPT)'),
        at(104, 8, 'Your premium last year'),
        at(111, 8, 'Compulsory excess'),
        at(118, 8, 'Voluntary excess'),
        at(125, 8, 'Total excess (accidental damage, fire and theft)'),
        atRight(125, 4, '£400', 'font-weight:bold'),
        atRight(118, 4, '£150'),
        atRight(111, 4, '£250'),
        atRight(104, 4, '£548.90'),
        atRight(97, 4, '£612.48', 'font-weight:bold'),
        atRight(90, 4, '12 January 2027'),
        atRight(83, 4, 'GF21 XKD'),
        atRight(76, 4, 'AV-MTR-20418837'),
        para(140, 8, 165, 'Windscreen repair excess £0; windscreen replacement excess £115. Young or inexperienced drivers pay an extra £250 excess.', 'font-size:8pt'),
        sideways(150, 0, 'AVRN 0412 7781 3302 / 11-26 / 00419'),
        para(240, 8, 165, 'Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.', 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2027-01-12',
      insurer: 'Aviva',
      policyNumber: 'AV-MTR-20418837',
      registrationNumber: 'GF21XKD',
      renewalPremium: '612.48',
      previousPremium: '548.90',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // Direct Line: a 3-page pack; the letter has no figures, the schedule the policy and excesses, the statement the price.
  {
    name: 'direct-line',
    html: [1, 2, 3]
      .map((n) => {
        const footer =
          at(248, 0, 'Direct Line car insurance · Document ref DL-RN-55102934-03 · Issued 07/01/2027 · Firm Reference Number 202810', 'font-size:7pt;color:#555') +
          atRight(248, 0, `Page ${n} of 3`, 'font-size:7pt;color:#555');
        const header = at(0, 0, 'DIRECT LINE', 'font-size:18pt;font-weight:bold;color:#c8102e') + atRight(2, 0, 'Car insurance renewal', 'font-size:9pt');
        const bodies = [
          at(18, 0, 'Ms Anjali Patel<br>7 Beech Road<br>Didsbury<br>Manchester<br>M20 6DW', 'white-space:normal') +
            para(50, 0, 175, 'Dear Ms Patel,<br><br>It\'s time to renew your car insurance for your Volkswagen Golf. Your policy schedule and your statement of price are enclosed with this letter.<br><br>If you do nothing, your policy will renew automatically and we will collect payment by Direct Debit from the account you pay from now. Please check the details in this pack carefully and tell us about anything that has changed.<br><br>Yours sincerely,<br><br>Customer Services<br>Direct Line'),
          at(18, 0, 'Your policy schedule', 'font-size:13pt;font-weight:bold') +
            at(30, 0, 'Policy number') +
            at(30, 70, 'DLM 7723 0418') +
            at(37, 0, 'Insured vehicle') +
            at(37, 70, 'Volkswagen Golf Life 1.5 TSI') +
            at(44, 0, 'Registration') +
            at(44, 70, 'MA19 HVE') +
            at(51, 0, 'Period of insurance') +
            at(51, 70, 'From 00:01 on 04/02/2027 to 23:59 on 03/02/2028') +
            at(58, 0, 'Cover') +
            at(58, 70, 'Comprehensive, social, domestic and pleasure and commuting') +
            at(72, 0, 'Excesses for accidental damage, fire and theft', 'font-weight:bold') +
            at(80, 0, 'Compulsory') +
            at(80, 45, 'Voluntary') +
            at(80, 90, 'Total') +
            at(87, 0, '£350') +
            at(87, 45, '£250') +
            at(87, 90, '£600') +
            at(98, 0, 'Windscreen replacement excess £95. Windscreen repair excess £10.', 'font-size:8pt'),
          at(18, 0, 'Your renewal price explained', 'font-size:13pt;font-weight:bold') +
            at(30, 0, "This year's price") +
            atRight(30, 60, '£734.19', 'font-weight:bold') +
            at(37, 0, "Last year's price") +
            atRight(37, 60, '£661.02') +
            at(44, 0, 'Difference') +
            atRight(44, 60, '+£73.17') +
            para(56, 0, 175, 'This year\'s price includes Insurance Premium Tax at 12% of £78.66. Optional Motor Legal Protection (£29.00) is not included in the prices above.', 'font-size:8.5pt'),
        ];
        return page(header + bodies[n - 1] + footer, n === 3);
      })
      .join(''),
    expected: {
      renewalDate: '2027-02-04',
      insurer: 'Direct Line',
      policyNumber: 'DLM 7723 0418',
      registrationNumber: 'MA19HVE',
      renewalPremium: '734.19',
      previousPremium: '661.02',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // Admiral: labels tracked out character by character, amounts split into '£' + pounds + pence, the policy number in groups.
  {
    name: 'admiral',
    html: page(
      [
        at(0, 0, chars('ADMIRAL', 3), 'font-size:20pt;font-weight:bold;color:#0a2d6e'),
        atRight(4, 0, 'Ty Admiral, David Street, Cardiff CF10 2EH', 'font-size:8pt'),
        at(18, 0, 'Miss Rhiannon Evans<br>22 Heol y Felin<br>Caerphilly<br>CF83 1BQ', 'white-space:normal'),
        at(44, 0, chars('YOUR RENEWAL', 1.5), 'font-size:13pt;font-weight:bold'),
        para(52, 0, 175, 'Hello Rhiannon, your Admiral car insurance is coming up for renewal. Here is what we can offer you for next year.'),
        at(66, 0, chars('Policy number')),
        at(66, 80, groups('P29', '4418', '7703')),
        at(73, 0, chars('Car')),
        at(73, 80, 'Vauxhall Corsa SE, KN68 WTO'),
        at(80, 0, chars('Renewal date')),
        at(80, 80, '19/12/2026'),
        at(87, 0, chars('Your renewal premium')),
        at(87, 80, money('1,023', '40'), 'font-weight:bold'),
        at(94, 0, chars("Last year's premium")),
        at(94, 80, money('917', '66')),
        at(106, 0, chars('Excess'), 'font-weight:bold'),
        at(113, 0, chars('Compulsory')),
        at(113, 80, money('250')),
        at(120, 0, chars('Voluntary')),
        at(120, 80, money('250')),
        at(127, 0, chars('Total excess')),
        at(127, 80, money('500'), 'font-weight:bold'),
        para(
          142,
          0,
          175,
          `If you pay monthly: a deposit of ${money('102', '34')} then 10 monthly instalments of ${money('98', '42')}; total amount payable ${money('1,086', '54')}; representative APR 23.9%.`,
          'font-size:8pt',
        ),
        para(240, 0, 175, 'Admiral is a trading name of EUI Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 309378.', 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'Admiral',
      policyNumber: 'P29 4418 7703',
      registrationNumber: 'KN68WTO',
      renewalPremium: '1023.40',
      previousPremium: '917.66',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // LV=: the right-hand box emitted before the letter on its left; the price on page 2 among instalment figures.
  {
    name: 'lv',
    html:
      page(
        [
          at(0, 0, 'LV=', 'font-size:24pt;font-weight:bold;color:#00857c'),
          para(22, 110, 60, '<b>Your policy</b><br>Policy number<br>LVFS-88123094<br><br>Your car<br>Ford Fiesta Titanium<br>YD70 PLK<br><br>Your current cover ends<br>23:59 on 27 February 2027', 'border:1px solid #00857c;padding:3mm;font-size:9pt'),
          para(22, 0, 100, 'Mrs Joanne Whitaker<br>3 Mill Lane<br>Ilkley<br>LS29 8AB'),
          para(55, 0, 100, 'Dear Mrs Whitaker,<br><br>Thank you for choosing LV= to insure your car. Your renewal invitation is enclosed; please read "Your renewal price explained" overleaf.<br><br>Your cover will carry on from the day your current cover ends unless you tell us otherwise.<br><br>Kind regards,<br>LV= Car Insurance'),
          at(248, 0, 'LV= Liverpool Victoria · Ref LV/RNL/2026/0934417', 'font-size:7pt;color:#555'),
          atRight(248, 0, 'Page 1 of 2', 'font-size:7pt;color:#555'),
        ].join(''),
      ) +
      page(
        [
          at(0, 0, 'Your renewal price explained', 'font-size:13pt;font-weight:bold'),
          at(12, 0, 'Last year you paid'),
          atRight(12, 70, '£529.75'),
          at(19, 0, 'Your price for the coming year'),
          atRight(19, 70, '£588.30', 'font-weight:bold'),
          para(30, 0, 175, 'Paying monthly: a first payment of £58.83 then 11 payments of £52.99. Total amount payable £641.72, which includes interest of £53.42. Representative APR 19.9%.', 'font-size:8.5pt'),
          at(48, 0, 'Excesses', 'font-weight:bold'),
          at(55, 0, 'Compulsory excess'),
          atRight(55, 70, '£300'),
          at(62, 0, 'Voluntary excess'),
          atRight(62, 70, '£100'),
          at(248, 0, 'LV= Liverpool Victoria · Ref LV/RNL/2026/0934417', 'font-size:7pt;color:#555'),
          atRight(248, 0, 'Page 2 of 2', 'font-size:7pt;color:#555'),
        ].join(''),
        true,
      ),
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'LV=',
      policyNumber: 'LVFS-88123094',
      registrationNumber: 'YD70PLK',
      renewalPremium: '588.30',
      previousPremium: '529.75',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
    },
  },

  // Churchill: letter, certificate (the start only as the commencement of insurance), schedule with the price; a watermark.
  {
    name: 'churchill',
    html: [1, 2, 3]
      .map((n) => {
        const chrome =
          watermark('RENEWAL') +
          at(0, 0, 'Churchill', 'font-size:20pt;font-weight:bold;color:#003a70') +
          at(248, 0, 'Date of issue 12 February 2027 · Churchill is a trading name of U K Insurance Limited · FRN 202810', 'font-size:7pt;color:#555') +
          atRight(248, 0, `Page ${n} of 3`, 'font-size:7pt;color:#555');
        const bodies = [
          para(18, 0, 175, 'Mr Gareth Hughes<br>41 Windsor Avenue<br>Wrexham<br>LL11 2EP<br><br>Dear Mr Hughes,<br><br>Thank you for insuring your car with Churchill. Enclosed are your new certificate of motor insurance and your renewal schedule, which sets out your price for the coming year.<br><br>Oh yes! We will renew your policy automatically. You do not need to do anything unless your details have changed.<br><br>Yours sincerely,<br>Churchill Car Insurance'),
          at(18, 0, 'CERTIFICATE OF MOTOR INSURANCE', 'font-size:13pt;font-weight:bold') +
            at(28, 0, 'Certificate number') +
            at(28, 100, '009442871') +
            at(36, 0, '1. Registration mark of vehicle') +
            at(36, 100, 'BV17 OEN') +
            at(44, 0, '2. Name of policyholder') +
            at(44, 100, 'Gareth Hughes') +
            at(52, 0, '3. Effective date of the commencement of insurance') +
            at(52, 100, '00:01 on 09 March 2027') +
            at(60, 0, '4. Date of expiry of insurance') +
            at(60, 100, '23:59 on 08 March 2028') +
            at(68, 0, '5. Persons entitled to drive') +
            at(68, 100, 'The policyholder and Carys Hughes') +
            at(76, 0, '6. Limitations as to use') +
            at(76, 100, 'Social, domestic, pleasure, commuting') +
            para(90, 0, 175, 'I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney.', 'font-size:8pt'),
          at(18, 0, 'Your renewal schedule', 'font-size:13pt;font-weight:bold') +
            at(28, 0, 'Policy number') +
            atRight(28, 20, 'CHP7365124') +
            at(35, 0, 'Vehicle') +
            atRight(35, 20, 'Skoda Octavia SE L 2.0 TDI') +
            at(42, 0, 'Total annual premium') +
            atRight(42, 20, '£502.67', 'font-weight:bold') +
            at(49, 0, 'Your premium last year') +
            atRight(49, 20, '£463.19') +
            at(60, 0, 'Compulsory excess') +
            atRight(60, 20, '£250') +
            at(67, 0, 'Voluntary excess') +
            atRight(67, 20, '£100') +
            at(74, 0, 'Total excess') +
            atRight(74, 20, '£350') +
            at(84, 0, 'Includes Insurance Premium Tax of £53.86.', 'font-size:8pt'),
        ];
        return page(chrome + bodies[n - 1], n === 3);
      })
      .join(''),
    expected: {
      renewalDate: '2027-03-09',
      insurer: 'Churchill',
      policyNumber: 'CHP7365124',
      registrationNumber: 'BV17OEN',
      renewalPremium: '502.67',
      previousPremium: '463.19',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // Hastings Direct: a key-facts box, then a small-print table thick with other figures.
  {
    name: 'hastings-direct',
    html:
      page(
        [
          at(0, 0, 'Hastings Direct', 'font-size:20pt;font-weight:bold;color:#0d2c54'),
          atRight(3, 0, 'Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW', 'font-size:7.5pt'),
          para(18, 0, 90, 'Mr Liam O\'Connor<br>58 Sedlescombe Road North<br>St Leonards-on-Sea<br>TN37 7DA'),
          para(18, 100, 70, '<b>Key facts</b><br>Policy number: HD-PC-55819304<br>Car: Kia Ceed 2, WR16 ZTN<br>Your new policy will start on 26 December 2026', 'border:1px solid #999;padding:3mm;font-size:9pt'),
          para(55, 0, 175, 'Dear Mr O\'Connor,<br><br>Your Hastings Direct car insurance is due for renewal. Your premium for the year ahead, and how it is made up, is set out overleaf. We will renew your policy automatically unless you ask us not to.<br><br>Best wishes,<br>Hastings Direct'),
          at(248, 0, 'Page 1 of 2 · Hastings Insurance Services Limited · FRN 311492', 'font-size:7pt;color:#555'),
        ].join(''),
      ) +
      page(
        [
          at(0, 0, 'Your premium', 'font-size:13pt;font-weight:bold'),
          `<table style="position:absolute;top:10mm;left:0;width:175mm;font-size:8pt">
            <tr><th>Item</th><th class="r">This year</th><th class="r">Last year</th></tr>
            <tr><td>Net premium</td><td class="r">£627.00</td><td class="r">£571.52</td></tr>
            <tr><td>Insurance Premium Tax at 12%</td><td class="r">£75.24</td><td class="r">£68.58</td></tr>
            <tr><td><b>Total annual premium including IPT</b></td><td class="r"><b>£702.24</b></td><td class="r"><b>£640.10</b></td></tr>
            <tr><td>Commission we receive (included above)</td><td class="r">£94.05</td><td class="r">£85.73</td></tr>
            <tr><td>Hastings Essential breakdown (optional, not included)</td><td class="r">£39.99</td><td class="r">–</td></tr>
          </table>`,
          at(58, 0, 'Paying monthly', 'font-weight:bold'),
          para(64, 0, 175, 'Deposit £70.22, then 10 monthly instalments of £68.11. Total amount payable £751.32. Interest £49.08. Representative APR 21.7%.', 'font-size:8pt'),
          at(78, 0, 'Fees', 'font-weight:bold'),
          para(84, 0, 175, 'Mid-term adjustment fee £25. Cancellation fee £40 after the 14-day cooling-off period.', 'font-size:8pt'),
          at(96, 0, 'Excesses', 'font-weight:bold'),
          `<table style="position:absolute;top:102mm;left:0;font-size:8pt">
            <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
            <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
            <tr><td><b>Total excess</b></td><td class="r"><b>£550</b></td></tr>
          </table>`,
          at(248, 0, 'Page 2 of 2 · Hastings Insurance Services Limited · FRN 311492', 'font-size:7pt;color:#555'),
        ].join(''),
        true,
      ),
    expected: {
      renewalDate: '2026-12-26',
      insurer: 'Hastings Direct',
      policyNumber: 'HD-PC-55819304',
      registrationNumber: 'WR16ZTN',
      renewalPremium: '702.24',
      previousPremium: '640.10',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },

  // esure: a DUPLICATE copy; labels and values far apart on one baseline, the right column emitted first.
  {
    name: 'esure',
    html: page(
      [
        watermark('DUPLICATE'),
        at(0, 0, 'esure', 'font-size:24pt;font-weight:bold;color:#e4002b'),
        atRight(4, 0, 'Duplicate copy issued 02 March 2027', 'font-size:8pt'),
        para(18, 0, 100, 'Mr Thomas Brennan<br>9 Otley Road<br>Leeds<br>LS6 2AL'),
        at(46, 0, 'Your car insurance renewal', 'font-size:13pt;font-weight:bold'),
        atRight(58, 0, 'ESU/MC/0038811902'),
        atRight(65, 0, 'LS66 UYB'),
        atRight(72, 0, '01 April 2027'),
        atRight(79, 0, '£489.61'),
        atRight(86, 0, '£455.03'),
        atRight(96, 0, '£200'),
        atRight(103, 0, '£100'),
        atRight(110, 0, '£300'),
        at(58, 0, 'Policy number'),
        at(65, 0, 'Car registration'),
        at(72, 0, 'Renewal date'),
        at(79, 0, 'Your renewal price'),
        at(86, 0, "Last year's price"),
        at(96, 0, 'Compulsory excess'),
        at(103, 0, 'Voluntary excess'),
        at(110, 0, 'Total excess'),
        para(124, 0, 175, 'Your renewal price includes Insurance Premium Tax. Guaranteed hire car cover (£24.99) and motor legal protection (£19.99) are not included.', 'font-size:8pt'),
        para(240, 0, 175, 'esure is a trading name of esure Services Limited. Authorised and regulated by the Financial Conduct Authority.', 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'esure',
      policyNumber: 'ESU/MC/0038811902',
      registrationNumber: 'LS66UYB',
      renewalPremium: '489.61',
      previousPremium: '455.03',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },

  // Sheilas' Wheels: every word its own span, the gaps made by margins.
  {
    name: 'sheilas-wheels',
    html: page(
      [
        at(0, 0, words("Sheilas' Wheels", 5), 'font-size:20pt;font-weight:bold;color:#d6006e'),
        para(18, 0, 100, words('Ms Hannah Doyle') + '<br>' + words('12 Ashdown Way') + '<br>' + words('Brighton BN2 4QF')),
        para(40, 0, 175, words('Dear Hannah, your car insurance is due for renewal. Here are your renewal details.')),
        at(54, 0, words('Policy number')),
        at(54, 70, words('SW 6632 1187')),
        at(61, 0, words('Your car')),
        at(61, 70, words('Toyota Yaris Icon, FY20 KXR')),
        at(68, 0, words('Your cover will renew on')),
        at(68, 70, words('22/12/2026')),
        at(75, 0, words('Your renewal premium')),
        at(75, 70, words('£398.77'), 'font-weight:bold'),
        at(82, 0, words("Last year's premium")),
        at(82, 70, words('£371.20')),
        at(92, 0, words('Compulsory excess')),
        at(92, 70, words('£200')),
        at(99, 0, words('Voluntary excess')),
        at(99, 70, words('£250')),
        para(112, 0, 175, words('Your excesses apply to each claim for accidental damage, fire or theft. Your renewal premium includes Insurance Premium Tax at 12%.'), 'font-size:8pt'),
        para(240, 0, 175, words("Sheilas' Wheels is a trading name of esure Services Limited."), 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2026-12-22',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW 6632 1187',
      registrationNumber: 'FY20KXR',
      renewalPremium: '398.77',
      previousPremium: '371.20',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
    },
  },

  // Privilege: a reference written up the margin; the schedule's right column emitted before its left; the price on page 2.
  {
    name: 'privilege',
    html:
      page(
        [
          sideways(120, 0, 'PRIV-RN-114520-07 · 2026/12'),
          at(0, 8, 'Privilege', 'font-size:20pt;font-weight:bold;font-style:italic;color:#231f20'),
          at(16, 8, 'Your renewal schedule', 'font-size:13pt;font-weight:bold'),
          at(28, 95, 'PRV/55209814'),
          at(35, 95, 'BMW 320d M Sport'),
          at(42, 95, 'DE67 MNA'),
          at(49, 95, '07/01/2027'),
          at(56, 95, '06/01/2028'),
          at(66, 95, '£350'),
          at(73, 95, '£100'),
          at(80, 95, '£450'),
          at(28, 8, 'Policy number'),
          at(35, 8, 'Vehicle'),
          at(42, 8, 'Registration'),
          at(49, 8, 'Start date'),
          at(56, 8, 'End date'),
          at(66, 8, 'Compulsory excess'),
          at(73, 8, 'Voluntary excess'),
          at(80, 8, 'Total excess'),
          at(248, 8, 'Privilege is a trading name of U K Insurance Limited · Page 1 of 2', 'font-size:7pt;color:#555'),
        ].join(''),
      ) +
      page(
        [
          sideways(120, 0, 'PRIV-RN-114520-07 · 2026/12'),
          at(0, 8, 'Your renewal price', 'font-size:13pt;font-weight:bold'),
          at(12, 8, 'Your premium for the next 12 months'),
          atRight(12, 40, '£845.06', 'font-weight:bold'),
          at(19, 8, 'What you paid last year'),
          atRight(19, 40, '£779.93'),
          para(30, 8, 165, 'Your premium includes Insurance Premium Tax of £90.54. Privilege Comprehensive Plus upgrade available for £48.00, not included.', 'font-size:8pt'),
          at(248, 8, 'Privilege is a trading name of U K Insurance Limited · Page 2 of 2', 'font-size:7pt;color:#555'),
        ].join(''),
        true,
      ),
    expected: {
      renewalDate: '2027-01-07',
      insurer: 'Privilege',
      policyNumber: 'PRV/55209814',
      registrationNumber: 'DE67MNA',
      renewalPremium: '845.06',
      previousPremium: '779.93',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },

  // Saga: large print, a running header repeating the policy number; monthly payment figures beside the price.
  {
    name: 'saga',
    html: [1, 2]
      .map((n) => {
        const header =
          at(0, 0, 'Saga', 'font-size:22pt;font-weight:bold;color:#003b5c') +
          atRight(2, 0, `Saga Car Insurance · Policy number SCI 4471 2096 · Page ${n} of 2`, 'font-size:8pt');
        const bodies = [
          para(18, 0, 175, 'Mrs Margaret Ellison<br>The Old Rectory<br>Church Street<br>Ludlow<br>SY8 1AP<br><br>Dear Mrs Ellison,<br><br>Thank you for choosing Saga. Your policy renews on 3 March 2027, and your renewal details for your Honda Jazz, HX14 BRO, are on the next page.<br><br>With best wishes,<br>Saga Car Insurance', 'font-size:12pt'),
          at(18, 0, 'Your renewal details', 'font-size:14pt;font-weight:bold') +
            at(30, 0, 'Your premium for the coming year', 'font-size:12pt') +
            atRight(30, 30, '£456.12', 'font-size:12pt;font-weight:bold') +
            at(38, 0, 'Your premium last year', 'font-size:12pt') +
            atRight(38, 30, '£432.88', 'font-size:12pt') +
            at(48, 0, 'Compulsory excess', 'font-size:12pt') +
            atRight(48, 30, '£150', 'font-size:12pt') +
            at(56, 0, 'Voluntary excess', 'font-size:12pt') +
            atRight(56, 30, '£200', 'font-size:12pt') +
            at(64, 0, 'Total excess', 'font-size:12pt') +
            atRight(64, 30, '£350', 'font-size:12pt') +
            para(76, 0, 175, 'If you pay monthly: 12 payments of £39.71, total amount payable £476.52, representative APR 8.9%.', 'font-size:9pt'),
        ];
        return page(header + bodies[n - 1] + at(248, 0, 'Saga Services Limited · Enbrook Park, Folkestone, Kent CT20 3SE', 'font-size:7pt;color:#555'), n === 2);
      })
      .join(''),
    expected: {
      renewalDate: '2027-03-03',
      insurer: 'Saga',
      policyNumber: 'SCI 4471 2096',
      registrationNumber: 'HX14BRO',
      renewalPremium: '456.12',
      previousPremium: '432.88',
      compulsoryExcess: '150',
      voluntaryExcess: '200',
      totalExcess: '350',
    },
  },

  // Ageas: every value emitted before its label, values right-aligned far from their labels.
  {
    name: 'ageas',
    html: page(
      [
        at(0, 0, 'ageas', 'font-size:22pt;font-weight:bold;color:#00a3e0'),
        atRight(3, 0, 'Ageas Insurance Limited, Ageas House, Hampshire Corporate Park, Eastleigh SO53 3YA', 'font-size:7pt'),
        para(18, 0, 100, 'Mr Callum Fraser<br>27 Bruntsfield Place<br>Edinburgh<br>EH10 4HN'),
        at(44, 0, 'Renewal of your Ageas car insurance', 'font-size:13pt;font-weight:bold'),
        ...(
          [
            ['Policy number', 'AGS/PC/72019438'],
            ['Vehicle registration', 'SN69 EWL'],
            ['Period of cover', '18 February 2027 to 17 February 2028'],
            ['Renewal premium', '£667.80'],
            ['Previous premium', '£602.45'],
            ['Compulsory excess', '£250'],
            ['Voluntary excess', '£250'],
            ['Total excess', '£500'],
          ] as const
        ).map(([label, value], i) => atRight(56 + 7 * i, 0, value) + at(56 + 7 * i, 0, label)),
        para(118, 0, 175, 'Your renewal premium includes Insurance Premium Tax at the current rate. Windscreen excess £75.', 'font-size:8pt'),
        at(248, 0, 'Ageas Insurance Limited is authorised and regulated by the Financial Conduct Authority.', 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2027-02-18',
      insurer: 'Ageas',
      policyNumber: 'AGS/PC/72019438',
      registrationNumber: 'SN69EWL',
      renewalPremium: '667.80',
      previousPremium: '602.45',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 1st Central: amounts split into spans, the policy number in groups, small print full of other figures.
  {
    name: '1st-central',
    html: page(
      [
        at(0, 0, '1st Central', 'font-size:20pt;font-weight:bold;color:#4b2e83'),
        atRight(3, 0, 'Date of issue 31/12/2026', 'font-size:8pt'),
        para(18, 0, 100, 'Mr Oliver Grant<br>5 Tennyson Road<br>Bradford<br>BD9 4EX'),
        at(44, 0, 'Your renewal invitation', 'font-size:13pt;font-weight:bold'),
        at(56, 0, 'Policy number'),
        at(56, 75, groups('1CM', '0093', '4417', '26')),
        at(63, 0, 'Registration'),
        at(63, 75, groups('BD65', 'TFV')),
        at(70, 0, 'Renewal date'),
        at(70, 75, '28/01/2027'),
        at(77, 0, 'Renewal premium'),
        at(77, 75, money('1,184', '55'), 'font-weight:bold'),
        at(84, 0, 'Last year'),
        at(84, 75, money('1,049', '10')),
        at(94, 0, 'Compulsory excess'),
        at(94, 75, money('400')),
        at(101, 0, 'Voluntary excess'),
        at(101, 75, money('250')),
        at(108, 0, 'Total excess'),
        at(108, 75, money('650')),
        `<table style="position:absolute;top:122mm;left:0;font-size:7.5pt">
          <tr><td>Insurance Premium Tax (included)</td><td class="r">${money('126', '92')}</td></tr>
          <tr><td>Arrangement fee</td><td class="r">${money('0', '00')}</td></tr>
          <tr><td>Deposit (if paying monthly)</td><td class="r">${money('118', '46')}</td></tr>
          <tr><td>10 monthly instalments of</td><td class="r">${money('112', '87')}</td></tr>
          <tr><td>Total amount payable monthly</td><td class="r">${money('1,247', '16')}</td></tr>
          <tr><td>Representative APR</td><td class="r">20.9%</td></tr>
        </table>`,
        at(248, 0, '1st Central Insurance Management Limited · FCA FRN 613017', 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2027-01-28',
      insurer: '1st Central',
      policyNumber: '1CM 0093 4417 26',
      registrationNumber: 'BD65TFV',
      renewalPremium: '1184.55',
      previousPremium: '1049.10',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },

  // AA: a 4-page pack; the start date only on the certificate, the policy on the schedule, the price on its own page.
  {
    name: 'aa',
    html: [1, 2, 3, 4]
      .map((n) => {
        const chrome =
          at(0, 0, 'AA', 'font-size:22pt;font-weight:bold;background:#ffd300;padding:0 2mm') +
          atRight(2, 0, `AA Car Insurance · Renewal pack · Document reference AA-RN-20270314-8832 · Page ${n} of 4`, 'font-size:7.5pt') +
          at(248, 0, 'AA Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, FRN 310496.', 'font-size:6.5pt;color:#555');
        const bodies = [
          para(18, 0, 175, 'Ms Chloe Simmons<br>88 Victoria Road<br>Romford<br>RM1 2LT<br><br>Dear Ms Simmons,<br><br>Your AA Car Insurance is due for renewal. In this pack you will find your certificate of motor insurance, your policy schedule and your statement of price.<br><br>Yours sincerely,<br>AA Car Insurance'),
          at(18, 0, 'Certificate of Motor Insurance', 'font-size:13pt;font-weight:bold') +
            at(28, 0, 'Registration mark of vehicle') +
            at(28, 100, 'RO18 JGU') +
            at(35, 0, 'Policyholder') +
            at(35, 100, 'Chloe Simmons') +
            at(42, 0, 'Effective date of commencement of insurance') +
            at(42, 100, '14 March 2027') +
            at(49, 0, 'Date of expiry of insurance') +
            at(49, 100, '13 March 2028') +
            at(56, 0, 'Entitlement to drive') +
            at(56, 100, 'The policyholder only'),
          at(18, 0, 'Policy schedule', 'font-size:13pt;font-weight:bold') +
            at(28, 0, 'Policy number') +
            at(28, 100, 'AAC/7710/39284') +
            at(35, 0, 'Car') +
            at(35, 100, 'Nissan Qashqai N-Connecta') +
            at(42, 0, 'Compulsory excess') +
            at(42, 100, '£250') +
            at(49, 0, 'Voluntary excess') +
            at(49, 100, '£200') +
            at(56, 0, 'Total excess') +
            at(56, 100, '£450'),
          at(18, 0, 'Statement of price', 'font-size:13pt;font-weight:bold') +
            at(28, 0, 'Your renewal price') +
            atRight(28, 60, '£534.80', 'font-weight:bold') +
            at(35, 0, 'Your price last year') +
            atRight(35, 60, '£497.35') +
            para(46, 0, 175, 'Both prices include Insurance Premium Tax. AA Breakdown Cover, which you chose to add last year for £68.00, is priced separately and is not included above.', 'font-size:8pt'),
        ];
        return page(chrome + bodies[n - 1], n === 4);
      })
      .join(''),
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'AA',
      policyNumber: 'AAC/7710/39284',
      registrationNumber: 'RO18JGU',
      renewalPremium: '534.80',
      previousPremium: '497.35',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // NFU Mutual: a rotated reference in the margin; the letter's box emitted after the letter; no last year's figure.
  {
    name: 'nfu-mutual',
    html:
      page(
        [
          `<div style="position:absolute;top:200mm;left:-12mm;transform:rotate(-90deg);font-size:6pt;color:#555;white-space:nowrap">NFUM/RN/MV-2207741-09/1126</div>`,
          at(0, 10, 'NFU Mutual', 'font-size:20pt;font-weight:bold;color:#004b34'),
          para(18, 10, 90, 'Mr Edward Pryce<br>Lower House Farm<br>Kington<br>HR5 3LQ'),
          para(68, 10, 165, 'Dear Mr Pryce,<br><br>Your NFU Mutual motor policy is due for renewal. Your Agent at the Hereford Agency will be pleased to help with any questions. Your schedule for the coming year is enclosed.<br><br>Yours sincerely,<br>NFU Mutual'),
          para(18, 110, 60, 'Policy number<br><b>MV/2207741/09</b><br><br>Renewal date<br><b>16 December 2026</b><br><br>Vehicle<br><b>Land Rover Defender 110</b><br><b>AY15 FNK</b>', 'border:1px solid #004b34;padding:3mm;font-size:9pt'),
          at(248, 10, 'Page 1 of 2 · The National Farmers Union Mutual Insurance Society Limited', 'font-size:7pt;color:#555'),
        ].join(''),
      ) +
      page(
        [
          at(0, 10, 'Motor schedule', 'font-size:13pt;font-weight:bold'),
          at(12, 10, 'Annual premium (including Insurance Premium Tax)'),
          atRight(12, 10, '£388.14', 'font-weight:bold'),
          at(22, 10, 'Compulsory excess'),
          atRight(22, 10, '£100'),
          at(29, 10, 'Voluntary excess'),
          atRight(29, 10, '£150'),
          para(40, 10, 165, 'Agency reference HER/0042. No claims discount: 9 years, protected.', 'font-size:8pt'),
          at(248, 10, 'Page 2 of 2 · The National Farmers Union Mutual Insurance Society Limited', 'font-size:7pt;color:#555'),
        ].join(''),
        true,
      ),
    expected: {
      renewalDate: '2026-12-16',
      insurer: 'NFU Mutual',
      policyNumber: 'MV/2207741/09',
      registrationNumber: 'AY15FNK',
      renewalPremium: '388.14',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
    },
  },

  // Co-op Insurance: a RENEWAL watermark; all labels, then all values as split amounts; the start given as cover ending.
  {
    name: 'co-op',
    html: page(
      [
        watermark('RENEWAL'),
        at(0, 0, 'Co-op Insurance', 'font-size:20pt;font-weight:bold;color:#00b1e7'),
        atRight(3, 0, 'Issued 12 March 2027', 'font-size:8pt'),
        para(18, 0, 100, 'Mr Samuel Adeyemi<br>16 Heaton Road<br>Newcastle upon Tyne<br>NE6 1SA'),
        at(44, 0, 'Time to renew your car insurance', 'font-size:13pt;font-weight:bold'),
        at(56, 0, 'Policy number'),
        at(63, 0, 'Registration'),
        at(70, 0, 'Your current cover ends'),
        at(77, 0, 'Your renewal premium'),
        at(84, 0, 'Your current premium'),
        at(94, 0, 'Compulsory excess'),
        at(101, 0, 'Voluntary excess'),
        at(108, 0, 'Total excess'),
        at(56, 90, 'COP-MOT-6620814'),
        at(63, 90, 'NK17 ZUA'),
        at(70, 90, '23:59 on 9 April 2027'),
        at(77, 90, money('571', '90'), 'font-weight:bold'),
        at(84, 90, money('541', '16')),
        at(94, 90, money('300')),
        at(101, 90, money('150')),
        at(108, 90, money('450')),
        para(122, 0, 175, 'Your renewal premium includes IPT of £61.28. We pay our partner a commission of £57.19 for arranging your policy.', 'font-size:8pt'),
        at(248, 0, 'Co-op Insurance · Authorised and regulated by the Financial Conduct Authority.', 'font-size:6.5pt;color:#555'),
      ].join(''),
      true,
    ),
    expected: {
      renewalDate: '2027-04-10',
      insurer: 'Co-op Insurance',
      policyNumber: 'COP-MOT-6620814',
      registrationNumber: 'NK17ZUA',
      renewalPremium: '571.90',
      previousPremium: '541.16',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },

  // RAC: a 3-page pack; certificate first, the schedule's columns emitted right before left, the policy number in groups.
  {
    name: 'rac',
    html: [1, 2, 3]
      .map((n) => {
        const chrome =
          sideways(130, 0, `RAC/DOC/77104-${n}`) +
          at(0, 8, 'RAC', 'font-size:22pt;font-weight:bold;color:#f95108') +
          atRight(2, 0, `RAC Car Insurance · Issued 23/12/2026 · Page ${n} of 3`, 'font-size:7.5pt') +
          at(248, 8, 'RAC Insurance Agency Limited is authorised and regulated by the Financial Conduct Authority.', 'font-size:6.5pt;color:#555');
        const bodies = [
          at(18, 8, 'Certificate of Motor Insurance', 'font-size:13pt;font-weight:bold') +
            at(28, 8, 'Registration mark of vehicle') +
            at(28, 100, 'EK66 RDZ') +
            at(35, 8, 'Effective date of commencement of insurance') +
            at(35, 100, '20 January 2027') +
            at(42, 8, 'Date of expiry of insurance') +
            at(42, 100, '19 January 2028'),
          at(18, 8, 'Your schedule', 'font-size:13pt;font-weight:bold') +
            at(28, 100, groups('RAC', 'MI', '0582', '3391')) +
            at(35, 100, 'Peugeot 208 Allure') +
            at(42, 100, '£250') +
            at(49, 100, '£0') +
            at(56, 100, '£250') +
            at(28, 8, 'Policy number') +
            at(35, 8, 'Vehicle') +
            at(42, 8, 'Compulsory excess') +
            at(49, 8, 'Voluntary excess') +
            at(56, 8, 'Total excess'),
          at(18, 8, 'Your price', 'font-size:13pt;font-weight:bold') +
            at(28, 8, 'Annual premium for your renewal') +
            atRight(28, 50, '£623.45', 'font-weight:bold') +
            at(35, 8, 'Annual premium last year') +
            atRight(35, 50, '£588.12') +
            para(46, 8, 165, 'Includes Insurance Premium Tax of £66.80. RAC Breakdown (£59.00) is not included.', 'font-size:8pt'),
        ];
        return page(chrome + bodies[n - 1], n === 3);
      })
      .join(''),
    expected: {
      renewalDate: '2027-01-20',
      insurer: 'RAC',
      policyNumber: 'RAC MI 0582 3391',
      registrationNumber: 'EK66RDZ',
      renewalPremium: '623.45',
      previousPremium: '588.12',
      compulsoryExcess: '250',
      voluntaryExcess: '0',
      totalExcess: '250',
    },
  },
];
