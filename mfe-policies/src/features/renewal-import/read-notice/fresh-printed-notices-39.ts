// Set 39 (issue 47): sixteen renewal invitations in layouts the earlier sets did not use, each from a different UK
// private-car brand none of them used: a bank's renewal quote offering three levels of cover with the one the driver
// is on named; a printed email (From / Sent / To / Subject) with every figure in a sentence and a price that fell; a
// bilingual Welsh and English broker's letter, Welsh first; a sidebar box of figures beside the prose; a two-page
// broker's letter whose price table is on page 2; an app-style summary with the premium broken into net, IPT and a
// fee, and dates written 'Thu, Jan 14, 2027'; a numbered schedule dated '01.03.27'; a landscape-style table, the
// renewal and expiring terms as rows across twelve columns; a prestige agreed-value policy with the excesses told only
// in a sentence; figures with asterisked footnotes; a 'was / now' table of what has changed; add-ons priced apart with
// a total including them; a payment plan month by month; a page of questions and answers; tiles of big figures over
// small captions; a black-box renewal whose changes are written 'old → new'. Three drawn by pdfkit, thirteen printed
// from HTML by Chromium; two scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;


// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Sainsbury's Bank
  ['sainsburys standard change', [598.55, 25.63], 624.18],
  ['sainsburys essentials excess', [400, 250], 650],
  ['sainsburys standard excess', [250, 250], 500],
  ['sainsburys plus excess', [150, 250], 400],
  ['sainsburys monthly', [12 * 55.03], 660.36],
  ['sainsburys credit', [624.18, 36.18], 660.36],
  // 2. Sheilas' Wheels
  ['sheilas saving', [689.35, 45.25], 734.6],
  ['sheilas total', [689.35, 28.99], 718.34],
  ['sheilas excess', [250, 250], 500],
  ['sheilas instalments', [71.83, 10 * 70.5], 776.83],
  ['sheilas credit', [718.34, 58.49], 776.83],
  // 3. FUW Insurance Services
  ['fuw gross', [663, 79.56], 742.56],
  ['fuw IPT', [663 * 0.12], 79.56],
  ['fuw increase', [701.3, 41.26], 742.56],
  ['fuw excess', [300, 200], 500],
  ['fuw instalments', [74.26, 10 * 71.88], 793.06],
  ['fuw credit', [742.56, 50.5], 793.06],
  // 4. People's Choice
  ['peoples-choice increase', [441.07, 22.75], 463.82],
  ['peoples-choice excess', [350, 150], 500],
  ['peoples-choice instalments', [46.38, 10 * 45.2], 498.38],
  ['peoples-choice credit', [463.82, 34.56], 498.38],
  // 5. Castlemead
  ['castlemead renewal gross', [778.04, 93.36], 871.4],
  ['castlemead renewal IPT', [778.04 * 0.12], 93.36],
  ['castlemead expiring gross', [738.35, 88.6], 826.95],
  ['castlemead expiring IPT', [738.35 * 0.12], 88.6],
  ['castlemead renewal total', [871.4, 29.5, 30], 930.9],
  ['castlemead expiring total', [826.95, 29.5, 30], 886.45],
  ['castlemead change', [826.95, 44.45], 871.4],
  ['castlemead excess', [250, 250], 500],
  ['castlemead instalments', [93.09, 10 * 87.42], 967.29],
  ['castlemead credit', [930.9, 36.39], 967.29],
  // 6. Rooster
  ['rooster gross', [512.5, 61.5], 574],
  ['rooster IPT', [512.5 * 0.12], 61.5],
  ['rooster total', [574, 25], 599],
  ['rooster saving', [574, 38.8], 612.8],
  ['rooster excess', [400, 100], 500],
  ['rooster monthly', [12 * 52.13], 625.56],
  ['rooster credit', [599, 26.56], 625.56],
  // 7. Brady Insurance
  ['brady gross', [892.5, 107.1], 999.6],
  ['brady IPT', [892.5 * 0.12], 107.1],
  ['brady saving', [999.6, 48.72], 1048.32],
  ['brady total', [999.6, 25], 1024.6],
  ['brady excess', [350, 250], 600],
  ['brady instalments', [102.46, 10 * 97.63], 1078.76],
  ['brady credit', [1024.6, 54.16], 1078.76],
  // 8. West of Scotland Insurance Brokers
  ['west-of-scotland renewal gross', [540.18, 64.82], 605],
  ['west-of-scotland renewal IPT', [540.18 * 0.12], 64.82],
  ['west-of-scotland expiring gross', [520, 62.4], 582.4],
  ['west-of-scotland expiring IPT', [520 * 0.12], 62.4],
  ['west-of-scotland change', [582.4, 22.6], 605],
  ['west-of-scotland renewal excess', [250, 250], 500],
  ['west-of-scotland expiring excess', [250, 200], 450],
  ['west-of-scotland total', [605, 20], 625],
  ['west-of-scotland instalments', [62.5, 10 * 59.24], 654.9],
  ['west-of-scotland credit', [625, 29.9], 654.9],
  // 9. Elevate
  ['elevate change', [1089.2, 57.68], 1146.88],
  ['elevate total', [1146.88, 35], 1181.88],
  ['elevate excess', [250, 250], 500],
  ['elevate value', [74000, 4500], 78500],
  ['elevate instalments', [118.19, 10 * 112.3], 1241.19],
  ['elevate credit', [1181.88, 59.31], 1241.19],
  // 10. Lumley Insurance
  ['lumley change', [655, 33.2], 688.2],
  ['lumley excess', [300, 150], 450],
  ['lumley instalments', [68.82, 10 * 66.13], 730.12],
  ['lumley credit', [688.2, 41.92], 730.12],
  // 11. E H Ranson & Co
  ['ranson premium', [729.45, 27.45], 756.9],
  ['ranson compulsory', [250, 50], 300],
  ['ranson total was', [250, 250], 500],
  ['ranson total now', [300, 250], 550],
  ['ranson total change', [500, 50], 550],
  ['ranson windscreen', [75, 20], 95],
  ['ranson to pay', [756.9, 15], 771.9],
  ['ranson instalments', [77.19, 10 * 73.44], 811.59],
  ['ranson credit', [771.9, 39.69], 811.59],
  // 12. Cornish Insurance
  ['cornish this year', [538.7, 64, 24.95, 12.99, 22], 662.64],
  ['cornish last year', [512.35, 60, 24.95, 12.99, 21], 631.29],
  ['cornish car change', [512.35, 26.35], 538.7],
  ['cornish excess', [250, 150], 400],
  ['cornish instalments', [66.26, 10 * 63.11], 697.36],
  ['cornish credit', [662.64, 34.72], 697.36],
  // 13. Laurie Ross Insurance
  ['laurie-ross change', [618, 27.72], 645.72],
  ['laurie-ross plan', [64.57, 62.28, 62.28, 62.28, 62.28, 62.28, 62.28, 62.28, 62.28, 62.28, 62.28], 687.37],
  ['laurie-ross credit', [645.72, 41.65], 687.37],
  ['laurie-ross excess', [250, 250], 500],
  // 14. Novacover
  ['novacover change', [861.8, 31.34], 893.14],
  ['novacover total', [893.14, 35], 928.14],
  ['novacover excess', [400, 100], 500],
  ['novacover instalments', [92.81, 10 * 88.43], 977.11],
  ['novacover credit', [928.14, 48.97], 977.11],
  // 15. Motorcade
  ['motorcade saving', [497.35, 34.75], 532.1],
  ['motorcade excess', [300, 200], 500],
  ['motorcade instalments', [49.74, 10 * 48.03], 530.04],
  ['motorcade credit', [497.35, 32.69], 530.04],
  // 16. Safely Insured
  ['safely-insured saving', [1392.56, 291.64], 1684.2],
  ['safely-insured excess now', [350, 250], 600],
  ['safely-insured excess was', [500, 250], 750],
  ['safely-insured instalments', [139.26, 10 * 134.83], 1487.56],
  ['safely-insured credit', [1392.56, 95], 1487.56],
];
checkSums('set 39', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Sainsbury's Bank (bank / supermarket): HTML; a renewal quote offering Essentials, Standard and Plus cover side by
// side, each with its own price and excesses; the letter names Standard as the cover the driver is on.
const SAINSBURYS_BANK = `
<div style="font-family:Arial,sans-serif;font-size:9pt;line-height:1.28">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #f06c00;padding-bottom:6pt">
    <div><div style="font:bold 21pt Arial;color:#f06c00">Sainsbury's Bank</div><div style="font-size:10pt;color:#7f0442">Car Insurance</div></div>
    <div class="r" style="font-size:8pt;color:#555">Car insurance customer services<br>0800 051 4473<br>Mon-Fri 8am-8pm, Sat 9am-5pm</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Priya Raman<br>14 Beechwood Avenue<br>Kenilworth<br>Warwickshire<br>CV8 1DF</div>
    <div class="r">12 January 2027</div></div>
  <h2 style="font:bold 13.5pt Arial;color:#7f0442;margin:12pt 0 4pt">Your renewal quote: choose your cover for the year ahead</h2>
  <p>Dear Mrs Raman,</p>
  <p>Your car insurance is due for renewal on Tuesday 9 February 2027. We've priced all three of our levels of cover for you below, so
  you can choose the one that suits you. You're currently on <b>Standard</b> cover and, unless you tell us otherwise, that's the cover
  we'll renew.</p>
  <table style="width:100%;margin:2pt 0 6pt">
    <tr><td style="width:26%">Policy number</td><td><b>SBC/04418273</b></td><td style="width:18%">Renewal date</td><td>09/02/2027</td></tr>
    <tr><td>Car</td><td>Toyota Corolla 1.8 VVT-i Hybrid Icon Tech 5dr (2020)</td><td>Registration</td><td>WP70 GZU</td></tr>
    <tr><td>Drivers</td><td>Mrs Priya Raman, Mr Vikram Raman</td><td>No claims discount</td><td>9 years</td></tr>
  </table>
  <style>.sb td { padding: 1.8pt 4pt; }</style>
  <table class="sb" style="width:100%;border-collapse:collapse;font-size:8.6pt;line-height:1.2">
    <tr style="background:#fdebd9"><th style="width:31%;padding:4pt">Your options</th><th style="padding:4pt">Essentials</th>
      <th style="padding:4pt;background:#f06c00;color:white">Standard<br><span style="font-weight:normal;font-size:8pt">your current cover</span></th>
      <th style="padding:4pt">Plus</th></tr>
    <tr><td>Annual price, including Insurance Premium Tax</td><td>£561.34</td><td style="background:#fff3e8"><b>£624.18</b></td><td>£702.95</td></tr>
    <tr><td>Compulsory excess</td><td>£400</td><td style="background:#fff3e8">£250</td><td>£150</td></tr>
    <tr><td>Voluntary excess</td><td>£250</td><td style="background:#fff3e8">£250</td><td>£250</td></tr>
    <tr><td>Total excess for accidental damage, fire or theft</td><td>£650</td><td style="background:#fff3e8">£500</td><td>£400</td></tr>
    <tr><td>Windscreen replacement excess</td><td>£115</td><td style="background:#fff3e8">£95</td><td>£75</td></tr>
    <tr><td>Courtesy car</td><td>Not included</td><td style="background:#fff3e8">While your car is repaired by our approved repairer</td>
      <td>Guaranteed, even if your car is written off or stolen</td></tr>
    <tr><td>Motor legal protection</td><td>Optional extra</td><td style="background:#fff3e8">Optional extra</td><td>Included</td></tr>
    <tr><td>Misfuelling and lost keys</td><td>Not included</td><td style="background:#fff3e8">Lost keys up to £500</td><td>Both included</td></tr>
  </table>
  <p style="margin-top:8pt">Last year you paid £598.55 for Standard cover, so your Standard price has gone up by £25.63. Prices have risen across the
  market this year, mainly because repairs and replacement parts cost more.</p>
  <p><b>Paying monthly.</b> For Standard cover you can pay 12 monthly payments of £55.03, a total amount payable of £660.36, which includes
  interest of £36.18 (representative APR 11.9%). Essentials and Plus can also be paid monthly; call us for the figures.</p>
  <p><b>What happens next.</b> You pay by Direct Debit, so we'll renew your Standard cover automatically on 9 February 2027. To change to
  Essentials or Plus, or if anything on this letter is wrong, please call us before then. You'll collect Nectar points on the price you pay.</p>
  <p>Yours sincerely,<br><br>Claire Hutchinson<br>Head of Insurance Customer Services</p>
  <p style="font-size:6.5pt;color:#777;margin-top:10pt">Sainsbury's Bank Car Insurance is arranged by Sainsbury's Bank plc, which acts as an agent
  of the insurer named on your
  policy schedule. Sainsbury's Bank plc, registered office 33 Charterhouse Street, London EC1M 6HA, registered in England and Wales no. 3279730, is
  authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Sheilas' Wheels: HTML; an email printed from the driver's mail program (From / Sent / To / Subject under her
// name), every figure in a sentence; the price fell ('That's £45.25 less than last year').
const SHEILAS_WHEELS = `
<div style="font-family:Calibri,Arial,sans-serif;font-size:10.5pt;line-height:1.38">
  <div style="font:bold 13pt Calibri,Arial;border-bottom:2px solid #000;padding-bottom:2pt">Gemma Lowther</div>
  <table style="margin:8pt 0 6pt;font-size:10pt">
    <tr><td style="padding:1pt 10pt 1pt 0"><b>From:</b></td><td>Sheilas' Wheels &lt;renewals@email.sheilaswheels.com&gt;</td></tr>
    <tr><td style="padding:1pt 10pt 1pt 0"><b>Sent:</b></td><td>Tuesday, 17 November 2026 08:42</td></tr>
    <tr><td style="padding:1pt 10pt 1pt 0"><b>To:</b></td><td>gemma.lowther@btinternet.com</td></tr>
    <tr><td style="padding:1pt 10pt 1pt 0"><b>Subject:</b></td><td>Good news, Gemma - your car insurance renewal price has gone down</td></tr>
  </table>
  <div style="border-top:1px solid #999;margin-bottom:10pt"></div>
  <div style="background:#e6007e;color:white;padding:8pt 12pt"><span style="font:bold 19pt Georgia,serif">Sheilas' Wheels</span>
    <span style="float:right;font-size:9pt;margin-top:8pt">Car insurance</span></div>
  <div style="padding:4pt 12pt">
  <p>Hi Gemma,</p>
  <p>Your car insurance for your Fiat 500 1.2 Lounge, registration YD17 OPR, is due to renew on 15 December 2026, and we've got some good
  news. Your renewal price for the year ahead is £689.35, including Insurance Premium Tax. That's £45.25 less than last year, when you
  paid £734.60.</p>
  <p>Your policy number is SWC 6620 4417. Please have it handy if you call us.</p>
  <p>Your cover stays comprehensive, with handbag cover up to £300 included as standard. If you claim for accidental damage, fire or theft you'd
  pay the first £500: that's your compulsory excess of £250 plus the voluntary excess of £250 you chose. Your windscreen replacement excess
  is £95.</p>
  <p>You added Motor Legal Protection last year, and we've kept it on for you. At £28.99 it brings your total for the year to £718.34.</p>
  <p>As you pay monthly by Direct Debit, we'll renew your policy automatically on 15 December 2026. Your first payment of £71.83 will be
  taken on that day, followed by 10 monthly payments of £70.50, a total amount payable of £776.83, which includes interest of £58.49
  (representative APR 19.9%).</p>
  <p>Please check your renewal documents, attached, and let us know by 15 December 2026 if anything has changed, such as your address, your
  job, your car or who drives it. You can make changes in your online account or call us on 0345 600 9326.</p>
  <p>Thanks for staying with us,<br><br>The Sheilas' Wheels team</p>
  </div>
  <div style="border-top:1px solid #ccc;margin-top:8pt;padding-top:5pt;font-size:7pt;color:#777">
  Attachments: Renewal schedule.pdf; Statement of fact.pdf; Certificate of motor insurance.pdf<br><br>
  Sheilas' Wheels car insurance is arranged by esure Services Limited, which is authorised and regulated by the Financial Conduct Authority, and is
  underwritten by esure Insurance Limited. Registered office: The Observatory, Reigate, Surrey RH2 0SG. This email was sent to
  gemma.lowther@btinternet.com because you have a policy with us. Please don't reply to this email; this mailbox is not monitored.</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. FUW Insurance Services (broker, Aberystwyth): HTML; a bilingual letter, Welsh first: the letter in two columns
// (Cymraeg | English), the schedule with each label in Welsh over English, the dates in both languages.
const fuwRow = (cymraeg: string, english: string, value: string, bold = false) =>
  `<tr style="border-bottom:1px solid #d5ddd0"><td style="padding:1.3pt 8pt 1.3pt 0;width:58%">${cymraeg}<br>` +
  `<span style="color:#555;font-size:8pt">${english}</span></td>` +
  `<td style="padding:1.3pt 0">${bold ? `<b>${value}</b>` : value}</td></tr>`;
const FUW_INSURANCE = `
<div style="font-family:Arial,sans-serif;font-size:9pt;line-height:1.3">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #1b5e20;padding-bottom:5pt">
    <div><div style="font:bold 18pt Arial;color:#1b5e20">FUW Insurance Services Ltd</div>
      <div style="font-size:10pt;color:#1b5e20">Gwasanaethau Yswiriant UAC Cyf</div></div>
    <div class="r" style="font-size:7.5pt;color:#555">Llys Amaeth, Plas Gogerddan<br>Aberystwyth SY23 3BT<br>01970 820 820</div></div>
  <div class="cols" style="margin-top:10pt"><div>Mr Dafydd ap Rhys<br>Fferm Pantglas<br>Llanddewi Brefi<br>Tregaron<br>SY25 6RS</div>
    <div class="r">28 Ionawr 2027 / 28 January 2027<br>Cyf. / Ref. APRHD01</div></div>
  <div class="cols" style="margin-top:8pt;gap:18pt">
    <div><b>Adnewyddu eich yswiriant car</b>
      <p>Annwyl Mr ap Rhys,</p>
      <p>Mae eich yswiriant car i'w adnewyddu ar 1 Mawrth 2027. Mae Zurich Insurance Company Ltd wedi cynnig adnewyddu ar y telerau isod.
      Gwiriwch y manylion yn ofalus a rhowch wybod i ni os oes unrhyw beth wedi newid.</p></div>
    <div><b>Renewing your car insurance</b>
      <p>Dear Mr ap Rhys,</p>
      <p>Your car insurance is due for renewal on 1 March 2027. Zurich Insurance Company Ltd have offered renewal on the terms below. Please
      check the details carefully and let us know if anything has changed.</p></div></div>
  <table style="width:100%;margin:4pt 0 6pt;line-height:1.12">
    ${fuwRow('Rhif polisi', 'Policy number', 'FUW/PC/2210947')}
    ${fuwRow('Dyddiad adnewyddu', 'Renewal date', '01/03/2027')}
    ${fuwRow('Cerbyd', 'Vehicle', 'Skoda Kodiaq 2.0 TDI SE L 4x4 7 sedd / 7 seat (2021)')}
    ${fuwRow('Rhif cofrestru', 'Registration number', 'CP21 XRT')}
    ${fuwRow('Yswiriant', 'Cover', 'Cynhwysfawr / Comprehensive')}
    ${fuwRow('Premiwm net', 'Net premium', '£663.00')}
    ${fuwRow('Treth Premiwm Yswiriant (12%)', 'Insurance Premium Tax (12%)', '£79.56')}
    ${fuwRow('Premiwm adnewyddu (gan gynnwys TPY)', 'Renewal premium (including IPT)', '£742.56', true)}
    ${fuwRow('Premiwm y llynedd (gan gynnwys TPY)', "Last year's premium (including IPT)", '£701.30')}
    ${fuwRow('Tâl-dros-ben gorfodol', 'Compulsory excess', '£300')}
    ${fuwRow('Tâl-dros-ben gwirfoddol', 'Voluntary excess', '£200')}
    ${fuwRow('Cyfanswm tâl-dros-ben', 'Total excess', '£500')}
  </table>
  <div class="cols" style="gap:18pt">
    <div><p>Talu'n fisol: blaendal o £74.26 a 10 rhandaliad misol o £71.88; cyfanswm i'w dalu £793.06, gan gynnwys tâl am gredyd o £50.50
      (APR cynrychiadol 14.9%).</p>
      <p>Os ydych yn talu drwy Ddebyd Uniongyrchol, bydd eich polisi'n cael ei adnewyddu'n awtomatig ar 1 Mawrth 2027.</p>
      <p>Yn gywir,<br><br>Elen Morgan<br>Swyddog Ardal Ceredigion</p></div>
    <div><p>Paying monthly: a deposit of £74.26 and 10 monthly instalments of £71.88; total amount payable £793.06, including a charge for
      credit of £50.50 (representative APR 14.9%).</p>
      <p>If you pay by Direct Debit, your policy will renew automatically on 1 March 2027.</p>
      <p>Yours sincerely,<br><br>Elen Morgan<br>Ceredigion Area Officer</p></div></div>
  <p style="font-size:6.5pt;color:#777;margin-top:8pt">Mae FUW Insurance Services Ltd wedi'i awdurdodi a'i reoleiddio gan yr Awdurdod Ymddygiad Ariannol.
  FUW Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority (FRN 305226). Registered in England and Wales no. 2691329.
  Registered office: Llys Amaeth, Plas Gogerddan, Aberystwyth SY23 3BT. Rydym yn croesawu gohebiaeth yn Gymraeg. We welcome correspondence in Welsh.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. People's Choice (a Hastings brand): drawn by pdfkit; the letter's prose in a left column and every figure in a
// sidebar box at its right, each label small over its value; dates written '3rd February 2027'.
function drawPeoplesChoice(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 8).fill('#5b2a86');
  doc.fillColor('#5b2a86').font('Helvetica-Bold').fontSize(22);
  put(doc, "People's Choice", 50, 34);
  doc.font('Helvetica').fontSize(9).fillColor('#d4145a');
  put(doc, 'Car insurance', 51, 60);
  doc.fillColor('#444444').fontSize(8);
  ['Customer services 0330 123 7716', 'Mon-Fri 8am-7pm, Sat 9am-5pm'].forEach((line, index) => putRight(doc, line, 545, 38 + index * 10));
  doc.fillColor('black').fontSize(10);
  ['Ms Karen Whitfield', '9 Lilac Grove', 'Hull', 'HU5 3QT'].forEach((line, index) => put(doc, line, 50, 100 + index * 12.5));
  putRight(doc, '6th January 2027', 545, 100);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#5b2a86');
  put(doc, "It's time to renew your car insurance", 50, 172);
  // The prose, left.
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  const prose = [
    'Dear Ms Whitfield,',
    "Thank you for choosing People's Choice last year. Your car insurance is due to renew soon, and everything you need to know is in the box on " +
      'the right: your policy number, the date your new cover starts, your price and your excesses.',
    "Your price has gone up a little this year. Across the country, repairs are taking longer and parts cost more, and that's reflected in what " +
      'we charge. Your no claims discount has grown to 6 years, which has helped to keep the increase down.',
    "Please check your renewal schedule and statement of fact, and let us know if anything has changed or isn't right: for example your address, " +
      "your job, who drives the car, or any modifications. If you don't tell us, your insurance might not cover you.",
    'Paying monthly? You can pay a deposit of £46.38 followed by 10 monthly instalments of £45.20. The total amount payable is £498.38, which ' +
      'includes interest of £34.56 (representative APR 18.9%).',
    "You pay by Direct Debit, so there's nothing you need to do: we'll renew your policy automatically on 3rd February 2027. If you don't want " +
      'to renew, just let us know before then.',
    "Yours sincerely,\n\nThe People's Choice team",
  ];
  let y = 200;
  for (const paragraph of prose) {
    para(doc, paragraph, 50, y, 318, 2);
    y = doc.y + 10;
  }
  // The sidebar.
  const left = 392;
  const top = 196;
  const rows: [string, string][] = [
    ['Policy number', 'PCH-4418-0273'],
    ['Your car', 'Vauxhall Corsa 1.2 SE (2019)'],
    ['Registration', 'YC19 KWE'],
    ['Your new cover starts', '3rd February 2027'],
    ['Your new price, including IPT', '£463.82'],
    ["Last year's price", '£441.07'],
    ['Compulsory excess', '£350'],
    ['Voluntary excess', '£150'],
    ['Total excess', '£500'],
  ];
  doc.rect(left, top, 153, 34 + rows.length * 31).fill('#f2ecf7');
  doc.rect(left, top, 153, 24).fill('#5b2a86');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(10.5);
  put(doc, 'Your renewal at a glance', left + 9, top + 7);
  rows.forEach(([label, value], index) => {
    const rowTop = top + 32 + index * 31;
    doc.fillColor('#6b5b7b').font('Helvetica').fontSize(7.5);
    put(doc, label, left + 9, rowTop);
    doc
      .fillColor('black')
      .font('Helvetica-Bold')
      .fontSize(index === 4 ? 12 : 9.5);
    put(doc, value, left + 9, rowTop + 10);
  });
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    "People's Choice is a trading name of Hastings Insurance Services Limited, which is authorised and regulated by the Financial Conduct " +
      'Authority. Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW. Registered in England and Wales no. ' +
      '3116518. Your car insurance is underwritten by Advantage Insurance Company Limited.',
    50,
    760,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Castlemead Insurance Brokers (Bristol): HTML, two pages; the letter and the policy details on page 1, which says
// the premium is overleaf; the premium table (expiring and renewal columns), the excesses and the instalments on page 2;
// scanned.
const CASTLEMEAD_HEAD = `
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #00205b;padding-bottom:5pt">
    <div><div style="font:bold 20pt Georgia,serif;color:#00205b">Castlemead</div><div style="font-size:8.5pt;color:#a6192e">Insurance Brokers</div></div>
    <div class="r" style="font-size:8pt;color:#555">Castlemead House, St Johns Road<br>Bristol BS3 1AL<br>0117 963 1000</div></div>`;
const CASTLEMEAD_FOOT = (page: number) => `
  <div style="position:absolute;bottom:0;left:0;right:0;font-size:6.5pt;color:#777;border-top:1px solid #ccc;padding-top:4pt">
    Castlemead Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority (FRN 303956). Registered in England no.
    1164583. Registered office: Castlemead House, St Johns Road, Bristol BS3 1AL.<span style="float:right">Page ${page} of 2</span></div>`;
const CASTLEMEAD = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
<div style="position:relative;height:262mm">
  ${CASTLEMEAD_HEAD}
  <div class="cols" style="margin-top:16pt"><div>Dr Helen Ashcroft<br>31 Cotham Vale<br>Cotham<br>Bristol<br>BS6 6HS</div>
    <div class="r">25 November 2026<br>Our ref ASHCH01<br>Handler: Mark Tovey</div></div>
  <h2 style="font:bold 13pt Arial;color:#00205b;margin:18pt 0 6pt">Renewal of your motor insurance</h2>
  <p>Dear Dr Ashcroft,</p>
  <p>Your motor policy, which we arranged for you with Ageas Insurance Limited, is due for renewal on 19 December 2026. Ageas have invited
  renewal and, having compared their terms with those of other insurers on our panel, we recommend that you accept them.</p>
  <table style="width:100%;margin:6pt 0 8pt">
    <tr><td style="width:34%">Policy number</td><td>CIB/PV/0088415</td></tr>
    <tr><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
    <tr><td>Renewal date</td><td>19/12/2026</td></tr>
    <tr><td>Period of insurance</td><td>19/12/2026 to 18/12/2027</td></tr>
    <tr><td>Vehicle</td><td>Volvo XC40 B4 Plus Dark 5dr auto (2022)</td></tr>
    <tr><td>Registration</td><td>WU22 MXK</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Use</td><td>Social, domestic and pleasure, and commuting</td></tr>
    <tr><td>Drivers</td><td>Dr Helen Ashcroft, Mr Samuel Ashcroft (aged 22)</td></tr>
    <tr><td>No claims discount</td><td>5 years (protected)</td></tr>
  </table>
  <p>Your premium, your excesses and the ways you can pay are set out on the next page.</p>
  <p><b>Please check your details.</b> Your policy is based on the information in the enclosed statement of fact. You must take reasonable care
  to make sure it is correct and complete. If anything is wrong or has changed, for example your address, your occupation, the drivers, any
  claims or convictions in the last five years, or any modification to the car, please tell us before the renewal date. If you do not, your
  insurer may cancel your policy, refuse a claim or pay only part of it.</p>
  <p><b>Your young driver.</b> Mr Samuel Ashcroft is under 25, so an additional excess applies whenever he is driving. The details are on
  the next page.</p>
  <p><b>Automatic renewal.</b> As you pay us by Direct Debit, your policy will renew automatically unless you tell us otherwise. If you would
  like us to look at the market again, or you do not wish to renew, please call us on 0117 963 1000 before 19 December 2026.</p>
  ${CASTLEMEAD_FOOT(1)}
</div>
<div style="position:relative;height:262mm;page-break-before:always">
  ${CASTLEMEAD_HEAD}
  <p style="margin-top:12pt;color:#555">Dr Helen Ashcroft &middot; policy CIB/PV/0088415 &middot; continued</p>
  <h3 style="font:bold 11.5pt Arial;color:#00205b;margin:10pt 0 4pt">Your premium</h3>
  <table style="width:100%;border-top:2px solid #00205b;border-bottom:2px solid #00205b">
    <tr style="background:#e8ecf4"><th style="width:52%"></th><th class="r">2026/27 (expiring)</th><th class="r">2027/28 (renewal)</th></tr>
    <tr><td>Net premium</td><td class="r">£738.35</td><td class="r">£778.04</td></tr>
    <tr><td>Insurance Premium Tax at 12%</td><td class="r">£88.60</td><td class="r">£93.36</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Motor premium, including IPT</b></td><td class="r">£826.95</td><td class="r"><b>£871.40</b></td></tr>
    <tr><td>Motor legal expenses (optional)</td><td class="r">£29.50</td><td class="r">£29.50</td></tr>
    <tr><td>Broker fee</td><td class="r">£30.00</td><td class="r">£30.00</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r">£886.45</td><td class="r"><b>£930.90</b></td></tr>
  </table>
  <p>Your motor premium has gone up by £44.45 (5.4%) on last year.</p>
  <h3 style="font:bold 11.5pt Arial;color:#00205b;margin:12pt 0 4pt">Your excesses</h3>
  <table style="width:70%">
    <tr><td style="width:70%">Compulsory excess</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total excess</b> (accidental damage, fire or theft)</td><td class="r"><b>£500</b></td></tr>
    <tr><td>Additional excess while a driver under 25 is driving</td><td class="r">£250</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£115</td></tr>
  </table>
  <h3 style="font:bold 11.5pt Arial;color:#00205b;margin:12pt 0 4pt">Paying for your policy</h3>
  <p>You can pay the total of £930.90 in full by card, or spread it through Premium Credit Limited: a deposit of £93.09 followed by 10
  monthly instalments of £87.42, a total amount payable of £967.29, which includes a charge for credit of £36.39 (representative APR 9.9%).</p>
  <p>Motor legal expenses is underwritten by Arag plc and covers up to £100,000 of legal costs to recover losses that are not your fault.</p>
  <p style="margin-top:14pt">Yours sincerely,<br><br>Mark Tovey<br>Senior Account Handler, Personal Lines</p>
  ${CASTLEMEAD_FOOT(2)}
</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Rooster (app-based broker): HTML in an app's style, cards on a pale ground; the premium broken into the
// premium before tax, IPT and the car insurance total, then Rooster's fee; dates written the app's way, 'Thu, Jan 14,
// 2027'; photographed upright.
const ROOSTER = `
<div style="font-family:Helvetica,Arial,sans-serif;font-size:10pt;line-height:1.35;background:#f6f4ee;padding:14pt;border-radius:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 24pt Helvetica,Arial;color:#111">rooster<span style="color:#f5b700">.</span></div>
    <div class="r" style="font-size:8.5pt;color:#666">Sent Wed, Dec 16, 2026<br>hello@joinrooster.co.uk</div></div>
  <div style="font:bold 17pt Helvetica,Arial;margin:14pt 0 2pt">Your renewal is ready, Jordan</div>
  <div style="color:#555">Here's everything for next year in one place. Nothing's changed? You don't need to do a thing.</div>
  <div style="background:white;border-radius:8pt;padding:10pt 12pt;margin-top:12pt">
    <div style="font-size:8.5pt;color:#777">RENEWS ON</div><div style="font:bold 14pt Helvetica,Arial">Thu, Jan 14, 2027</div>
    <div style="margin-top:6pt;color:#444">Policy RST-00937-2614 &middot; Ford Fiesta 1.0 EcoBoost ST-Line (2019) &middot; <b>MA19 TVO</b></div>
    <div style="color:#444">Cover: comprehensive, for you only &middot; Underwritten by Zenith Insurance plc</div></div>
  <div style="display:grid;grid-template-columns:1.25fr 1fr;gap:12pt;margin-top:12pt">
    <div style="background:white;border-radius:8pt;padding:10pt 12pt">
      <div style="font:bold 12pt Helvetica,Arial;margin-bottom:5pt">Your price</div>
      <table style="width:100%">
        <tr><td>Insurance premium</td><td class="r">£512.50</td></tr>
        <tr><td>Insurance Premium Tax (12%)</td><td class="r">£61.50</td></tr>
        <tr style="border-top:1px solid #ddd"><td><b>Car insurance, incl. IPT</b></td><td class="r"><b>£574.00</b></td></tr>
        <tr><td>Rooster admin fee</td><td class="r">£25.00</td></tr>
        <tr style="border-top:1px solid #ddd"><td><b>To pay</b></td><td class="r"><b>£599.00</b></td></tr>
      </table>
      <div style="margin-top:6pt;background:#e9f7ee;color:#1d6b3a;border-radius:6pt;padding:5pt 8pt">Last year: £612.80 incl. IPT. You're paying
        £38.80 less.</div></div>
    <div style="background:white;border-radius:8pt;padding:10pt 12pt">
      <div style="font:bold 12pt Helvetica,Arial;margin-bottom:5pt">Your driving score</div>
      <div style="font:bold 30pt Helvetica,Arial;color:#f5b700">87<span style="font-size:12pt;color:#999">/100</span></div>
      <div style="color:#555">Smooth braking and hardly any late-night trips. Your score earned you a 9% discount on this renewal.</div></div></div>
  <div style="background:white;border-radius:8pt;padding:10pt 12pt;margin-top:12pt">
    <div style="font:bold 12pt Helvetica,Arial;margin-bottom:5pt">If you need to claim</div>
    <div>Compulsory excess <b>£400</b> &nbsp;&middot;&nbsp; Voluntary excess <b>£100</b> &nbsp;&middot;&nbsp; Total excess <b>£500</b></div>
    <div style="color:#555;margin-top:3pt">Windscreen replacement £120. The compulsory excess includes £250 because you're under 25.</div></div>
  <div style="background:white;border-radius:8pt;padding:10pt 12pt;margin-top:12pt">
    <div style="font:bold 12pt Helvetica,Arial;margin-bottom:5pt">How you'll pay</div>
    <div>Your saved card will be charged £599.00 on Thu, Jan 14, 2027. Prefer monthly? Switch in the app to 12 payments of £52.13 (total
      £625.56, representative APR 21.9%) any time before then.</div></div>
  <div style="margin-top:12pt;color:#555">Something changed, like your address, job or car? Update it in the app before Jan 14, 2027, so your cover
    stays valid.</div>
  <div style="font-size:6.5pt;color:#888;margin-top:12pt">Rooster is a trading name of Rooster Financial Services Ltd, registered in England and Wales,
    registered office 128 City Road, London EC1V 2NX, authorised and regulated by the Financial Conduct Authority. Your car insurance is
    underwritten by Zenith Insurance plc.</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Brady Insurance (broker, Northern Ireland): drawn by pdfkit; a renewal schedule in numbered sections (1 to 8,
// sub-items 5.1, 6.3 ...), every date written '01.03.27'; a Northern Ireland registration; scanned.
function drawBrady(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(21).fillColor('#003b71');
  put(doc, 'BRADY', 50, 36);
  doc.fillColor('#e4002b');
  put(doc, 'INSURANCE', 50 + doc.widthOfString('BRADY '), 36);
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  ['Brady Insurance Services Ltd', '21 Hill Street, Newry BT34 1AR', 'Tel 028 3026 5544'].forEach((line, index) => putRight(doc, line, 545, 36 + index * 10));
  doc.moveTo(50, 72).lineTo(545, 72).lineWidth(1.2).stroke('#003b71');
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor('black');
  put(doc, 'MOTOR INSURANCE  -  RENEWAL SCHEDULE', 50, 84);
  doc.font('Helvetica').fontSize(8.5);
  putRight(doc, 'Date of issue: 29.01.27', 545, 86);
  let y = 110;
  const section = (title: string) => {
    doc.rect(50, y, 495, 15).fill('#e6edf5');
    doc.fillColor('#003b71').font('Helvetica-Bold').fontSize(9);
    put(doc, title, 55, y + 4);
    doc.fillColor('black').font('Helvetica').fontSize(9);
    y += 20;
  };
  const item = (number: string, label: string, value: string, right = false) => {
    put(doc, number, 58, y);
    put(doc, label, 88, y);
    if (right) putRight(doc, value, 470, y);
    else put(doc, value, 290, y);
    y += 12.5;
  };
  section('1.  THE POLICYHOLDER');
  item('1.1', 'Name', 'Mr Seamus McAteer');
  item('1.2', 'Address', '17 Carnbane Gardens, Newry, Co. Down BT35 6QJ');
  item('1.3', 'Client reference', 'MCATS-04');
  y += 4;
  section('2.  THE POLICY');
  item('2.1', 'Policy number', 'BIS/MC/7702154');
  item('2.2', 'Insurer', 'Allianz Insurance plc');
  item('2.3', 'Renewal date', '01.03.27');
  item('2.4', 'Period of insurance', '01.03.27 to 28.02.28 (both dates inclusive)');
  y += 4;
  section('3.  THE VEHICLE');
  item('3.1', 'Make and model', 'Hyundai Tucson 1.6 T-GDi SE Nav 5dr (2020)');
  item('3.2', 'Registration number', 'LFZ 7140');
  item('3.3', 'Basis of settlement', 'Market value');
  y += 4;
  section('4.  COVER AND USE');
  item('4.1', 'Cover', 'Comprehensive');
  item('4.2', 'Use', 'Social, domestic and pleasure; commuting');
  item('4.3', 'Drivers', 'Policyholder and Mrs Niamh McAteer');
  item('4.4', 'No claims discount', '9 years (protected)');
  y += 4;
  section('5.  EXCESSES (£)  -  EACH CLAIM FOR ACCIDENTAL DAMAGE, FIRE OR THEFT');
  item('5.1', 'Compulsory excess', '350', true);
  item('5.2', 'Voluntary excess', '250', true);
  item('5.3', 'Total excess', '600', true);
  item('5.4', 'Windscreen replacement excess', '100', true);
  y += 4;
  section('6.  PREMIUM (£)');
  item('6.1', 'Net premium', '892.50', true);
  item('6.2', 'Insurance Premium Tax at 12%', '107.10', true);
  doc.font('Helvetica-Bold');
  item('6.3', 'Renewal premium, including IPT', '999.60', true);
  doc.font('Helvetica');
  item('6.4', 'Premium for the expiring period 01.03.26 to 28.02.27, incl. IPT', '1,048.32', true);
  item('6.5', 'Brady Motor Legal (optional)', '25.00', true);
  doc.font('Helvetica-Bold');
  item('6.6', 'Amount due by 01.03.27', '1,024.60', true);
  doc.font('Helvetica');
  y += 4;
  section('7.  PAYMENT');
  item('7.1', 'Method', 'Direct Debit (Close Brothers Premium Finance)');
  item('7.2', 'Deposit, collected 01.03.27', '102.46', true);
  item('7.3', '10 monthly instalments from 01.04.27 of', '97.63', true);
  item('7.4', 'Total amount payable (APR 13.9% representative)', '1,078.76', true);
  item('7.5', 'Charge for credit', '54.16', true);
  y += 4;
  section('8.  ENDORSEMENTS');
  item('8.1', 'E012', 'Driving other cars: not operative');
  item('8.2', 'E044', 'Approved repairer: courtesy car while repairs are carried out');
  doc.fontSize(9);
  para(
    doc,
    'Your premium is £48.72 less than for the expiring period. If we hold your Direct Debit mandate, this policy will renew on 01.03.27 unless ' +
      'you tell us otherwise. Please read this schedule with your statement of fact and tell us at once if anything is incorrect.',
    50,
    y + 8,
    495,
  );
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Brady Insurance is a trading name of Brady Insurance Services Ltd, authorised and regulated by the Financial Conduct Authority (FRN ' +
      '303419). Registered in Northern Ireland no. NI020317. Registered office: 21 Hill Street, Newry, Co. Down BT34 1AR.',
    50,
    768,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 8. West of Scotland Insurance Brokers (Greenock): HTML; a landscape-style table across the page, the renewal and the
// expiring terms as rows under twelve narrow columns (dates, insurer, car and plate, Net / IPT / Gross, the excesses).
const wosCell = 'padding:3pt 3pt;border:1px solid #9fb3c8;vertical-align:top';
const wosRow = (cells: string[], bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;background:#eef3f8"' : ''}>` +
  cells.map((cell, index) => `<td style="${wosCell}${index > 5 ? ';text-align:right' : ''}">${cell}</td>`).join('') +
  '</tr>';
const WOS_CAR = 'Kia Niro 1.6 GDi Hybrid 2 (2020) SJ70 KWN';
const WEST_OF_SCOTLAND = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #0b4f6c;padding-bottom:5pt">
    <div><div style="font:bold 17pt Arial;color:#0b4f6c">west of scotland</div>
      <div style="font-size:9pt;color:#0b4f6c;letter-spacing:2pt">INSURANCE BROKERS</div></div>
    <div class="r" style="font-size:8pt;color:#555">13 William Street, Greenock PA15 1BT<br>01475 729 025</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mrs Fiona Baird<br>6 Ardgowan Square<br>Greenock<br>PA16 8NJ</div>
    <div class="r">10 December 2026<br>Client BAIRF-02</div></div>
  <p style="margin-top:14pt"><b>Motor policy WOS/PM/3307712 &ndash; renewal</b></p>
  <p>Dear Mrs Baird,</p>
  <p>Your motor policy is due for renewal next month. Aviva Insurance Limited have offered to renew it, and the table below sets the renewal
  terms beside the terms you have now, so that you can see every change at a glance. All amounts are in pounds sterling.</p>
  <table style="width:100%;border-collapse:collapse;font-size:7.6pt;margin:8pt 0;line-height:1.2">
    <tr style="background:#0b4f6c;color:white">
      <th style="${wosCell}">Term</th><th style="${wosCell}">From</th><th style="${wosCell}">To</th><th style="${wosCell}">Insurer</th>
      <th style="${wosCell}">Cover</th><th style="${wosCell};width:19%">Vehicle / registration</th><th style="${wosCell};text-align:right">Net premium</th>
      <th style="${wosCell};text-align:right">IPT 12%</th><th style="${wosCell};text-align:right">Premium incl. IPT</th>
      <th style="${wosCell};text-align:right">Compulsory excess</th><th style="${wosCell};text-align:right">Voluntary excess</th>
      <th style="${wosCell};text-align:right">Total excess</th></tr>
    ${wosRow(['Renewal', '15/01/2027', '14/01/2028', 'Aviva', 'Comp', WOS_CAR, '540.18', '64.82', '605.00', '250', '250', '500'], true)}
    ${wosRow(['Expiring', '15/01/2026', '14/01/2027', 'Aviva', 'Comp', WOS_CAR, '520.00', '62.40', '582.40', '250', '200', '450'])}
  </table>
  <p>Your premium including IPT has risen by 22.60. You asked us last year to raise your voluntary excess to 250 from the next renewal, and
  we have done so; without that change the increase would have been 41.10.</p>
  <p>Our fee for arranging the renewal is 20.00, making 625.00 to pay in all. If you would prefer to pay monthly, Close Brothers Premium Finance
  can spread this: a deposit of 62.50 and 10 monthly instalments of 59.24, total amount payable 654.90, charge for credit 29.90
  (representative APR 14.9%).</p>
  <p>Your windscreen excess stays at 100. Cover continues to include a courtesy car while your car is repaired by an Aviva approved repairer,
  and European cover for up to 90 days.</p>
  <p>If we hold a Direct Debit mandate for you, your policy will renew automatically on 15/01/2027. Please call us on 01475 729 025 if any of
  your details have changed or you would like us to look for alternative quotations.</p>
  <p>Yours sincerely,<br><br>Iain Docherty<br>Director</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">West of Scotland Insurance Brokers (Commercial) Limited, 13 William Street, Greenock PA15 1BT, is
  authorised and regulated by the Financial Conduct Authority. Registered in Scotland no. SC104573.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Elevate (prestige and classic car broker): HTML; a serif letter for an agreed-value policy on a 1996 Porsche
// 911 with a cherished plate; the premium in a short table, the excesses only in a sentence.
const ELEVATE = `
<div style="font-family:Georgia,'Times New Roman',serif;font-size:9.6pt;line-height:1.38;color:#1b1b1b">
  <style>.ev td { padding: 1.2pt 8pt 1.2pt 0; }</style>
  <div style="text-align:center;border-bottom:1px solid #b08d57;padding-bottom:6pt">
    <div style="font:22pt Georgia,serif;letter-spacing:8pt;color:#1b1b1b">ELEVATE</div>
    <div style="font-size:8.5pt;letter-spacing:1.5pt;color:#b08d57">PRESTIGE, PERFORMANCE &amp; CLASSIC CAR INSURANCE</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Marcus Hale-Whitmore<br>The Old Rectory<br>Church Lane<br>Upham<br>Southampton<br>SO32 1JH</div>
    <div class="r">14 January 2027<br>Account HALEW-1</div></div>
  <p style="margin-top:12pt">Dear Mr Hale-Whitmore,</p>
  <p><b>Your Porsche 911: renewal on 12 February 2027</b></p>
  <p>Your policy is due for renewal on 12 February 2027 and we are pleased to enclose the renewal terms, which we have placed with certain
  underwriters at Lloyd's. As we discussed in December, the agreed value of your car rises this year from £74,000 to £78,500, in line with
  recent sales of comparable 993-generation Carreras, and this accounts for most of the change in your premium.</p>
  <table class="ev" style="width:100%;margin:6pt 0 8pt;font-size:9.3pt">
    <tr><td style="width:34%;color:#6b6b6b">Policy number</td><td>ELV-PC-118306</td></tr>
    <tr><td style="color:#6b6b6b">Renewal date</td><td>12 February 2027</td></tr>
    <tr><td style="color:#6b6b6b">Vehicle</td><td>Porsche 911 Carrera 2 (993) 3.6 Coupé, manual, 1996</td></tr>
    <tr><td style="color:#6b6b6b">Registration</td><td>N911 HWR</td></tr>
    <tr><td style="color:#6b6b6b">Basis of cover</td><td>Comprehensive, agreed value £78,500</td></tr>
    <tr><td style="color:#6b6b6b">Mileage limit</td><td>3,000 miles a year</td></tr>
    <tr><td style="color:#6b6b6b">Garaging</td><td>Locked private garage at the address above</td></tr>
  </table>
  <table class="ev" style="width:70%;margin:4pt 0 8pt;font-size:9.3pt;border-top:1px solid #b08d57;border-bottom:1px solid #b08d57">
    <tr><td>Premium for the year, including Insurance Premium Tax</td><td class="r"><b>£1,146.88</b></td></tr>
    <tr><td>Premium last year, including Insurance Premium Tax</td><td class="r">£1,089.20</td></tr>
    <tr><td>Motor legal expenses</td><td class="r">£35.00</td></tr>
    <tr><td>Total to pay</td><td class="r">£1,181.88</td></tr>
  </table>
  <p>Should you need to claim for accidental damage, fire or theft, you would bear the first £500 of the claim, made up of the £250 compulsory
  excess and the £250 voluntary excess that you elected to keep your premium down. There is no excess for windscreen repair.</p>
  <p>In the event of a total loss we would pay the agreed value, and you would have the option to retain the salvage. Cover includes
  European use for up to 90 days a year, attendance at club events, and recovery to a specialist of your choice.</p>
  <p>You may pay in full by card or bank transfer, or by a deposit of £118.19 and 10 monthly instalments of £112.30 through Premium Credit
  Limited, a total amount payable of £1,241.19, including a charge for credit of £59.31 (representative APR 10.9%).</p>
  <p>Please confirm your instructions by 12 February 2027, and do let me know of any change, however small, to the car, its use or its
  storage.</p>
  <p>With kind regards,<br><br>Harriet Sowerby<br>Private Client Director</p>
  <p style="font-size:6.5pt;color:#888;margin-top:12pt;font-family:Arial,sans-serif">Elevate is a trading name of Elevate Insurance Brokers Limited, which is
  authorised and regulated by the Financial Conduct Authority. Registered in England and Wales. This insurance is underwritten by certain
  underwriters at Lloyd's.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Lumley Insurance (broker, Cirencester): HTML; the key figures in a two-column table whose labels carry
// asterisks, explained in footnotes under it.
const LUMLEY = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #2f6f3e;padding-bottom:6pt">
    <div style="font:bold 21pt Arial;color:#2f6f3e">Lumley <span style="font-weight:normal;color:#555">Insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">Lumley House, 56 Elliott Road<br>Cirencester GL7 1YS<br>01285 885 885</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mrs Anne Cartwright<br>Rose Cottage<br>4 Church Street<br>Tetbury<br>GL8 8JG</div>
    <div class="r">24 November 2026<br>Ref CARTA-07</div></div>
  <h2 style="font:bold 13pt Arial;margin:16pt 0 6pt">Your car insurance renewal</h2>
  <p>Dear Mrs Cartwright,</p>
  <p>Your car insurance is due for renewal shortly, and Zurich Insurance Company Ltd have invited renewal on the terms summarised below. We
  recommend them as meeting your needs as you have described them to us.</p>
  <table style="width:80%;margin:8pt 0;border-top:1px solid #2f6f3e;border-bottom:1px solid #2f6f3e">
    <tr><td style="width:55%">Policy number</td><td>LUM/MOT/40917</td></tr>
    <tr><td>Renewal date</td><td>22/12/2026</td></tr>
    <tr><td>Vehicle</td><td>Audi A3 Sportback 35 TFSI S line (2019)</td></tr>
    <tr><td>Registration</td><td>WG19 LXA</td></tr>
    <tr><td>Renewal premium*</td><td><b>£688.20</b></td></tr>
    <tr><td>Premium last year**</td><td>£655.00</td></tr>
    <tr><td>Compulsory excess***</td><td>£300</td></tr>
    <tr><td>Voluntary excess</td><td>£150</td></tr>
    <tr><td>Total excess****</td><td>£450</td></tr>
  </table>
  <div style="font-size:8pt;color:#444;line-height:1.35">
    * Annual premium including Insurance Premium Tax at the current rate of 12%. It does not include the optional covers below.<br>
    ** The annual premium, including IPT, for your current year of cover, for the same cover.<br>
    *** Drivers under 25, or who have held a full licence for less than 2 years, pay a further £200.<br>
    **** The compulsory and voluntary excesses together, payable on each claim for accidental damage, fire or theft.</div>
  <p style="margin-top:10pt">Optional covers, not included above: breakdown cover with home start £55.00; motor legal expenses £19.95; key
  replacement £14.50.</p>
  <p>If you pay by instalments through Close Brothers Premium Finance, there is a deposit of £68.82 and 10 monthly instalments of £66.13, a
  total amount payable of £730.12, including a charge for credit of £41.92 (representative APR 14.9%).</p>
  <p>Please read your statement of fact and let us know if anything is wrong or has changed. If you pay by Direct Debit your cover will renew
  automatically; otherwise please contact us before 22 December 2026 so that you are not left uninsured.</p>
  <p>Yours sincerely,<br><br>Sophie Ridler<br>Account Executive, Private Clients</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Lumley Insurance Ltd, Lumley House, 56 Elliott Road, Cirencester, Gloucestershire GL7 1YS, is
  authorised and regulated by the Financial Conduct Authority. Registered in England no. 1853208.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. E H Ranson & Co (broker, Edinburgh): drawn by pdfkit; a 'what's changed' table with 'Was' and 'Now' columns and a
// words column ('up 27.45', 'no change'), the premium and each excess a row.
function drawEHRanson(doc: Doc): void {
  doc.font('Times-Bold').fontSize(20).fillColor('#4a1c40');
  put(doc, 'E H RANSON & CO', 50, 38);
  doc.font('Times-Italic').fontSize(9.5).fillColor('#666666');
  put(doc, 'Insurance Brokers  ·  Edinburgh', 51, 62);
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  ['11 Coates Crescent', 'Edinburgh EH3 7AT', '0131 225 8911'].forEach((line, index) => putRight(doc, line, 545, 40 + index * 10));
  doc.moveTo(50, 80).lineTo(545, 80).lineWidth(0.8).stroke('#4a1c40');
  doc.fillColor('black').font('Helvetica').fontSize(10);
  ['Mr Alasdair Kerr', '23 Comely Bank Avenue', 'Edinburgh', 'EH4 1EL'].forEach((line, index) => put(doc, line, 50, 100 + index * 12.5));
  putRight(doc, '6 January 2027', 545, 100);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#4a1c40');
  put(doc, "Your motor renewal: what's changed", 50, 170);
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  para(
    doc,
    'Dear Mr Kerr,\n\nYour motor policy with Aviva Insurance Limited renews on 01/02/2027. Aviva have offered renewal, but some of the terms are ' +
      'different from this year, so we have set out below what your policy was and what it will be from the renewal date. Please read the changes ' +
      'carefully before deciding whether to renew.',
    50,
    190,
    495,
    2,
  );
  const details: [string, string][] = [
    ['Policy number', 'EHR/PC/66104'],
    ['Renewal date', '01/02/2027'],
    ['Vehicle', 'Subaru Outback 2.5i SE Premium Lineartronic (2019)'],
    ['Registration', 'SN69 KXR'],
    ['Cover', 'Comprehensive; social, domestic and pleasure, and commuting'],
  ];
  doc.fontSize(9.5);
  details.forEach(([label, value], index) => {
    doc.fillColor('#666666');
    put(doc, label, 50, 270 + index * 13.5);
    doc.fillColor('black');
    put(doc, value, 160, 270 + index * 13.5);
  });
  const top = 352;
  doc.rect(50, top, 495, 18).fill('#4a1c40');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(9);
  put(doc, 'What', 56, top + 5);
  putRight(doc, 'Was (2026/27)', 330, top + 5);
  putRight(doc, 'Now (2027/28)', 430, top + 5);
  put(doc, 'Change', 455, top + 5);
  doc.fillColor('black').font('Helvetica').fontSize(9.5);
  const rows: [string, string, string, string][] = [
    ['Premium, including IPT', '£729.45', '£756.90', 'up £27.45'],
    ['Compulsory excess', '£250', '£300', 'up £50'],
    ['Voluntary excess', '£250', '£250', 'no change'],
    ['Total excess', '£500', '£550', 'up £50'],
    ['Windscreen replacement excess', '£75', '£95', 'up £20'],
    ['No claims discount', '7 years', '8 years', 'up 1 year'],
    ['Courtesy car', 'Included', 'Included', 'no change'],
  ];
  rows.forEach(([what, was, now, change], index) => {
    const rowTop = top + 24 + index * 17;
    if (index % 2 === 1)
      doc
        .rect(50, rowTop - 4, 495, 17)
        .fill('#f3eef2')
        .fillColor('black');
    put(doc, what, 56, rowTop);
    putRight(doc, was, 330, rowTop);
    putRight(doc, now, 430, rowTop);
    put(doc, change, 455, rowTop);
  });
  const below = top + 24 + rows.length * 17 + 10;
  doc.fontSize(9.5);
  para(
    doc,
    "Aviva have raised the compulsory excess for all cars in your car's group this year. Your voluntary excess stays as you chose it. The total " +
      'excess, £550, is what you would pay towards any claim for accidental damage, fire or theft.',
    50,
    below,
    495,
    2,
  );
  para(
    doc,
    'Adding our fee of £15.00, the amount to pay is £771.90. If you would rather pay monthly, Premium Credit Limited can spread it: a deposit of ' +
      '£77.19 and 10 monthly instalments of £73.44, a total amount payable of £811.59, including a charge for credit of £39.69 (representative APR ' +
      '12.9%).',
    50,
    doc.y + 8,
    495,
    2,
  );
  para(
    doc,
    'If we hold a Direct Debit mandate for you, your policy will renew automatically on 01/02/2027. If you would like us to approach other ' +
      'insurers, please telephone us on 0131 225 8911 in good time before the renewal date.',
    50,
    doc.y + 8,
    495,
    2,
  );
  para(doc, 'Yours sincerely,\n\nCatriona Wallace\nPersonal Lines Manager', 50, doc.y + 12, 300);
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'E H Ranson & Co, 11 Coates Crescent, Edinburgh EH3 7AT, are insurance brokers authorised and regulated by the Financial Conduct Authority. ' +
      'We act on your behalf in arranging this insurance and receive commission from the insurer as well as the fee shown.',
    50,
    764,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 12. Cornish Insurance (broker, Delabole): HTML; the car insurance and four add-ons each priced on its own line, last
// year beside this year, with a total that includes them all; photographed sideways.
const cornishRow = (label: string, last: string, now: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;border-top:2px solid #1c4f7c"' : ''}><td style="padding:3pt 6pt 3pt 0">${label}</td>` +
  `<td class="r">${last}</td><td class="r">${now}</td></tr>`;
const CORNISH_INSURANCE = `
<div style="font-family:Verdana,Arial,sans-serif;font-size:9.8pt;line-height:1.42">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#1c4f7c;color:white;padding:9pt 12pt">
    <div><div style="font:bold 20pt Verdana,Arial">Cornish Insurance</div><div style="font-size:8.5pt">Specialists since 1984</div></div>
    <div class="r" style="font-size:8pt">126-128 High Street, Delabole<br>Cornwall PL33 9AJ<br>01840 213 836</div></div>
  <div class="cols" style="margin-top:16pt"><div>Mr Tom Penhaligon<br>3 Trebarwith Road<br>Delabole<br>Cornwall<br>PL33 9DA</div>
    <div class="r">11 December 2026<br>Policy CIS/PC/218840</div></div>
  <h2 style="font:bold 14pt Verdana,Arial;color:#1c4f7c;margin:16pt 0 6pt">Time to renew, Mr Penhaligon</h2>
  <p>Your car insurance renews on 8 January 2027. Ageas Insurance Limited will continue to insure your Volkswagen Golf 1.5 TSI Life (2021),
  registration WK21 PZE, on the same comprehensive cover. Here is what you will pay, with each of the extras you have with us priced on its
  own line so that you can see exactly where your money goes.</p>
  <table style="width:100%;margin:8pt 0;border-collapse:collapse">
    <tr style="border-bottom:2px solid #1c4f7c"><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
    ${cornishRow('Car insurance, comprehensive, including IPT', '£512.35', '£538.70')}
    ${cornishRow('Breakdown cover: roadside, recovery and home start', '£60.00', '£64.00')}
    ${cornishRow('Motor legal expenses', '£24.95', '£24.95')}
    ${cornishRow('Key cover', '£12.99', '£12.99')}
    ${cornishRow('Courtesy car upgrade (like-for-like hire car)', '£21.00', '£22.00')}
    ${cornishRow('Total, including all your extras', '£631.29', '£662.64', true)}
  </table>
  <p>You can remove any of the extras: just tell us before the renewal date and we will take its price off the total.</p>
  <p><b>Your excesses.</b> Compulsory excess £250. Voluntary excess £150. Total excess £400 for any claim for accidental damage, fire or theft.
  Windscreen: £85 for a replacement, nothing for a repair.</p>
  <p><b>Paying monthly.</b> Through Premium Credit Limited: a deposit of £66.26 and 10 monthly payments of £63.11, total amount payable £697.36,
  including a charge for credit of £34.72 (representative APR 11.9%).</p>
  <p>If you pay by Direct Debit we will renew automatically on 8 January 2027. If anything has changed, or you would like to talk it through, pop
  in to see us in Delabole or give us a ring.</p>
  <p>Kind regards,<br><br>Jenna Trewin<br>Personal Insurance Adviser</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Cornish Insurance, 126-128 High Street, Delabole, Cornwall PL33 9AJ, is authorised and regulated by
  the Financial Conduct Authority. Breakdown cover is provided by RAC Insurance Limited; motor legal expenses and key cover by Arag plc.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 13. Laurie Ross Insurance (broker, Glasgow): HTML; the premium and last year's in a short table, then the payment
// plan set out month by month, a collection date and an amount on each row.
const LAURIE_ROSS_PLAN = [
  ['Deposit', 'February 2027', '25/02/2027', '64.57'],
  ['1', 'April 2027', '01/04/2027', '62.28'],
  ['2', 'May 2027', '01/05/2027', '62.28'],
  ['3', 'June 2027', '01/06/2027', '62.28'],
  ['4', 'July 2027', '01/07/2027', '62.28'],
  ['5', 'August 2027', '01/08/2027', '62.28'],
  ['6', 'September 2027', '01/09/2027', '62.28'],
  ['7', 'October 2027', '01/10/2027', '62.28'],
  ['8', 'November 2027', '01/11/2027', '62.28'],
  ['9', 'December 2027', '01/12/2027', '62.28'],
  ['10', 'January 2028', '01/01/2028', '62.28'],
]
  .map(([payment, month, date, amount]) => `<tr><td>${payment}</td><td>${month}</td><td>${date}</td><td class="r">£${amount}</td></tr>`)
  .join('');
const LAURIE_ROSS = `
<div style="font-family:Arial,sans-serif;font-size:9.4pt;line-height:1.32">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #6d2077;padding-bottom:5pt">
    <div><div style="font:bold 19pt Arial;color:#6d2077">Laurie Ross</div><div style="font-size:8.5pt;color:#6d2077">Insurance</div></div>
    <div class="r" style="font-size:8pt;color:#555">7 Buchanan Street, Glasgow G1 3HL<br>0141 248 1234</div></div>
  <div class="cols" style="margin-top:12pt"><div>Ms Morag Sinclair<br>Flat 2/1<br>18 Hyndland Road<br>Glasgow<br>G12 9UP</div>
    <div class="r">28 January 2027<br>Ref SINCM-01</div></div>
  <p style="margin-top:12pt">Dear Ms Sinclair,</p>
  <p><b>Motor insurance renewal &ndash; Honda Civic SA68 HKV</b></p>
  <p>Your policy with Allianz Insurance plc renews on 25 February 2027. As you pay monthly, we have set out your new payment plan in full
  below, so you know exactly what will leave your account and when.</p>
  <table style="width:100%;margin:4pt 0">
    <tr><td style="width:40%">Policy number</td><td>LRI/M/5500813</td><td style="width:22%">Renewal date</td><td>25/02/2027</td></tr>
    <tr><td>Vehicle</td><td>Honda Civic 1.0 VTEC Turbo SR 5dr (2018)</td><td>Registration</td><td>SA68 HKV</td></tr>
  </table>
  <table style="width:70%;margin:6pt 0;border-top:1px solid #6d2077;border-bottom:1px solid #6d2077">
    <tr><td>Annual premium for 2027/28, including IPT</td><td class="r"><b>£645.72</b></td></tr>
    <tr><td>Annual premium for 2026/27, including IPT</td><td class="r">£618.00</td></tr>
    <tr><td>Charge for credit (representative APR 14.9%)</td><td class="r">£41.65</td></tr>
    <tr><td>Total amount payable</td><td class="r">£687.37</td></tr>
  </table>
  <p style="margin:6pt 0 3pt"><b>Your payment plan with Close Brothers Premium Finance</b></p>
  <table style="width:70%;font-size:8.8pt;line-height:1.15">
    <tr style="border-bottom:1px solid #999"><th>Payment</th><th>Month</th><th>Collected on</th><th class="r">Amount</th></tr>
    ${LAURIE_ROSS_PLAN}
    <tr style="border-top:1px solid #999"><td colspan="3"><b>Total amount payable</b></td><td class="r"><b>£687.37</b></td></tr>
  </table>
  <p style="margin-top:6pt">Your excesses: compulsory £250, voluntary £250, total £500 for each claim for accidental damage, fire or theft.</p>
  <p>If nothing has changed, you need do nothing: your cover will continue from 25 February 2027 and the deposit will be collected that day.
  If anything has changed, please phone us on 0141 248 1234.</p>
  <p>Yours sincerely,<br><br>Fraser McLeod<br>Client Services</p>
  <p style="font-size:6.5pt;color:#777;margin-top:8pt">Laurie Ross Insurance is a trading name of Laurie Ross Ltd, registered in Scotland no. SC053328,
  registered office 7 Buchanan Street, Glasgow G1 3HL. Laurie Ross Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 14. Novacover (broker, Telford): HTML; the renewal written as questions and answers, every figure in an answer.
const novaQuestion = (question: string, answer: string) =>
  `<div style="margin:0 0 7pt"><div style="font-weight:bold;color:#0a6e6e">${question}</div><div>${answer}</div></div>`;
const NOVACOVER = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #0a6e6e;padding-bottom:6pt">
    <div style="font:bold 22pt Arial;color:#0a6e6e">nova<span style="color:#f29100">cover</span></div>
    <div class="r" style="font-size:8pt;color:#555">Orchard House, Market Street<br>Oakengates, Telford TF2 6EL<br>Mon-Fri 9am-9pm, Sat 8am-1pm</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Gurpreet Sandhu<br>11 Wrekin View<br>Wellington<br>Telford<br>TF1 2AB</div>
    <div class="r">29 January 2027</div></div>
  <h2 style="font:bold 14pt Arial;margin:16pt 0 4pt">Your renewal, question by question</h2>
  <p style="margin-bottom:10pt">Dear Mr Sandhu, it's nearly time to renew your car insurance. Here are the answers to the questions our customers ask
  us most.</p>
  ${novaQuestion("What's my policy number?", 'NCV/PM/0910342.')}
  ${novaQuestion('When does my renewed policy start?', 'At 00:01 on 5 March 2027, the moment your current policy ends.')}
  ${novaQuestion('Which car is covered?', 'Your Nissan Juke 1.0 DIG-T N-Connecta (2021), registration BN21 UCX, on comprehensive cover.')}
  ${novaQuestion('Who is my insurer?', 'Mulsanne Insurance Company Limited, the same as this year.')}
  ${novaQuestion('How much will it cost?', '£893.14 for the year, including Insurance Premium Tax. Our arrangement fee of £35.00 brings the total to £928.14.')}
  ${novaQuestion('Is that more than last year?', 'Yes, by £31.34. Last year your premium was £861.80, including IPT.')}
  ${novaQuestion(
    "What's my excess?",
    '£500 for each claim for accidental damage, fire or theft: a compulsory excess of £400 and the voluntary excess of £100 you chose.',
  )}
  ${novaQuestion(
    'Can I pay monthly?',
    'Yes. A deposit of £92.81 and 10 monthly instalments of £88.43, a total amount payable of £977.11, ' +
      'including a charge for credit of £48.97 (representative APR 15.9%).',
  )}
  ${novaQuestion(
    'What do I need to do?',
    "Check the enclosed statement of fact. If it's all correct and you pay by Direct Debit, nothing: we'll renew automatically. " +
      'If anything has changed, call us on 01952 476 210 before 5 March 2027.',
  )}
  ${novaQuestion("What if I don't want to renew?", 'Just let us know before the renewal date and we will cancel the Direct Debit.')}
  <p style="margin-top:10pt">Thank you for insuring with us.<br><br>The Novacover renewals team</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Novacover is a trading name of Cover Fast Services Ltd, which is authorised and regulated by the
  Financial Conduct Authority. Orchard House, Market Street, Oakengates, Telford TF2 6EL. Your policy is underwritten by Mulsanne Insurance Company
  Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. Motorcade Insurance (Formby): HTML; the renewal as tiles, each a big figure over a small caption naming it (the
// caption under its value, not before it).
const motorcadeTile = (value: string, caption: string, accent = false) =>
  `<div style="border:1px solid #cfd8e3;border-radius:6pt;padding:9pt 10pt;${accent ? 'background:#0d2c54;color:white' : 'background:#f7f9fc'}">` +
  `<div style="font:bold 16pt Arial;white-space:nowrap">${value}</div>` +
  `<div style="font-size:8pt;${accent ? 'color:#c9d6ea' : 'color:#5b6776'}">${caption}</div></div>`;
const MOTORCADE = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e63946;padding-bottom:6pt">
    <div style="font:bold italic 22pt Arial;color:#0d2c54">MOTORCADE
      <span style="font-weight:normal;font-style:normal;font-size:11pt;color:#e63946">insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">The Lighthouse, 98 Liverpool Road<br>Formby, Liverpool L37 6BS<br>0345 092 0700</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mrs Leanne Gallagher<br>27 Harington Road<br>Formby<br>Liverpool<br>L37 1NU</div>
    <div class="r">29 January 2027</div></div>
  <h2 style="font:bold 14pt Arial;color:#0d2c54;margin:16pt 0 4pt">Your renewal at a glance</h2>
  <p>Dear Mrs Gallagher, your car insurance renews next month. Here are the details that matter.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:9pt;margin:8pt 0 10pt">
    ${motorcadeTile('27 Feb 2027', 'Your cover renews')}
    ${motorcadeTile('MTC-P-0061842', 'Policy number')}
    ${motorcadeTile('DK70 NHP', 'Peugeot 2008 1.2 PureTech Allure (2020)')}
    ${motorcadeTile('£497.35', 'Your price for the year, including IPT', true)}
    ${motorcadeTile('£532.10', 'What you paid last year')}
    ${motorcadeTile('£34.75', 'Less than last year')}
    ${motorcadeTile('£300', 'Compulsory excess')}
    ${motorcadeTile('£200', 'Voluntary excess')}
    ${motorcadeTile('£500', 'Total excess, each claim')}
  </div>
  <p>Your cover stays comprehensive, with motor legal protection up to £75,000 and a courtesy car while your car is repaired.</p>
  <p><b>Paying monthly?</b> Your first payment of £49.74 will be followed by 10 monthly payments of £48.03, a total amount payable of £530.04,
  including interest of £32.69 (representative APR 16.9%).</p>
  <p>You're set up to renew automatically, so there's nothing to do unless something has changed. Log in to the Customer Portal to check your
  details, or use the contact form on our website before 27 February 2027.</p>
  <p>Thank you for driving with us,<br><br>The Motorcade Insurance team</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Motorcade Insurance, The Lighthouse, 98 Liverpool Road, Formby, Liverpool L37 6BS. Authorised and
  regulated by the Financial Conduct Authority. Calls may be recorded.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. Safely Insured (black-box broker): HTML; a young driver's telematics renewal with a driving score, the changes
// written with arrows ('£1,684.20 → £1,392.56').
const safelyChange = (label: string, was: string, now: string, note: string) =>
  `<tr style="border-bottom:1px solid #e1e5ea"><td style="padding:4pt 6pt 4pt 0">${label}</td><td style="padding:4pt 0">${was} &rarr; <b>${now}</b></td>` +
  `<td style="padding:4pt 0;color:#2e7d32">${note}</td></tr>`;
const SAFELY_INSURED = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00a19a;padding-bottom:6pt">
    <div><span style="font:bold 20pt Arial;color:#00a19a">Safely</span><span style="font:bold 20pt Arial;color:#263238">Insured</span>
      <div style="font-size:8.5pt;color:#555">Black box car insurance</div></div>
    <div class="r" style="font-size:8pt;color:#555">info@safelyinsured.co.uk<br>Mon-Fri 9am-5pm, Sat 9am-1pm</div></div>
  <div class="cols" style="margin-top:14pt"><div>Miss Chloe Dawson<br>8 Poplar Close<br>Mansfield<br>Nottinghamshire<br>NG18 4QR</div>
    <div class="r">20 November 2026</div></div>
  <h2 style="font:bold 14pt Arial;margin:14pt 0 4pt">Your driving has paid off, Chloe</h2>
  <p>Your black box policy renews on 18 December 2026. Over the past year your box has recorded 6,240 miles, and your driving score has
  earned you a much lower price for the year ahead.</p>
  <div style="display:flex;gap:14pt;align-items:stretch;margin:6pt 0">
    <div style="flex:0 0 120pt;background:#00a19a;color:white;border-radius:6pt;padding:10pt;text-align:center">
      <div style="font-size:8.5pt">Your driving score</div><div style="font:bold 34pt Arial">84</div><div style="font-size:8.5pt">out of 100: Great</div></div>
    <div style="flex:1">
      <table style="width:100%">
        <tr><td style="width:36%">Policy number</td><td>SI-BB-0047721</td></tr>
        <tr><td>Renewal date</td><td>18/12/2026</td></tr>
        <tr><td>Car</td><td>Toyota Aygo 1.0 VVT-i x-play 5dr (2017)</td></tr>
        <tr><td>Registration</td><td>FP17 KZD</td></tr>
        <tr><td>Insurer</td><td>AXA Insurance UK plc</td></tr>
      </table></div></div>
  <p style="margin:10pt 0 3pt"><b>What's changed</b></p>
  <table style="width:100%">
    ${safelyChange('Your premium, including IPT', '£1,684.20', '£1,392.56', '£291.64 less')}
    ${safelyChange('Compulsory excess', '£500', '£350', '£150 less')}
    ${safelyChange('Voluntary excess', '£250', '£250', 'no change')}
    ${safelyChange('Total excess', '£750', '£600', '£150 less')}
    ${safelyChange('Night-time driving (11pm-5am)', '6% of miles', '3% of miles', 'well done')}
  </table>
  <p style="margin-top:8pt"><b>Paying monthly.</b> A deposit of £139.26 and 10 monthly instalments of £134.83, a total amount payable of £1,487.56,
  which includes a charge for credit of £95.00 (representative APR 21.9%).</p>
  <p>Your box stays fitted and keeps scoring your driving. Tampering with it or unplugging it adds a £500 excess to any claim.</p>
  <p>If your details are still correct, you don't need to do anything: your policy will renew on 18 December 2026. To make a change, talk to
  us on live chat or email us before then.</p>
  <p>Drive safely,<br><br>The Safely Insured team</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Safely Insured is a trading name of Ramasis Limited, an independent intermediary authorised and
  regulated by the Financial Conduct Authority. Your policy is underwritten by AXA Insurance UK plc.</p>
</div>`;

export const FRESH_NOTICES_39: FreshNotice[] = [
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS_BANK,
    expected: {
      renewalDate: '2027-02-09',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC/04418273',
      registrationNumber: 'WP70GZU',
      renewalPremium: '624.18',
      previousPremium: '598.55',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'sheilas-wheels',
    html: SHEILAS_WHEELS,
    expected: {
      renewalDate: '2026-12-15',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SWC 6620 4417',
      registrationNumber: 'YD17OPR',
      renewalPremium: '689.35',
      previousPremium: '734.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'fuw-insurance',
    html: FUW_INSURANCE,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'FUW Insurance Services',
      policyNumber: 'FUW/PC/2210947',
      registrationNumber: 'CP21XRT',
      renewalPremium: '742.56',
      previousPremium: '701.30',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'peoples-choice',
    html: '',
    draw: drawPeoplesChoice,
    expected: {
      renewalDate: '2027-02-03',
      insurer: "People's Choice",
      policyNumber: 'PCH-4418-0273',
      registrationNumber: 'YC19KWE',
      renewalPremium: '463.82',
      previousPremium: '441.07',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'castlemead',
    html: CASTLEMEAD,
    scan: true,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'Castlemead Insurance Brokers',
      policyNumber: 'CIB/PV/0088415',
      registrationNumber: 'WU22MXK',
      renewalPremium: '871.40',
      previousPremium: '826.95',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'rooster',
    html: ROOSTER,
    photo: true,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Rooster',
      policyNumber: 'RST-00937-2614',
      registrationNumber: 'MA19TVO',
      renewalPremium: '574.00',
      previousPremium: '612.80',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
  {
    name: 'brady',
    html: '',
    draw: drawBrady,
    scan: true,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Brady Insurance',
      policyNumber: 'BIS/MC/7702154',
      registrationNumber: 'LFZ7140',
      renewalPremium: '999.60',
      previousPremium: '1048.32',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'west-of-scotland',
    html: WEST_OF_SCOTLAND,
    expected: {
      renewalDate: '2027-01-15',
      insurer: 'West of Scotland Insurance Brokers',
      policyNumber: 'WOS/PM/3307712',
      registrationNumber: 'SJ70KWN',
      renewalPremium: '605.00',
      previousPremium: '582.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'elevate',
    html: ELEVATE,
    expected: {
      renewalDate: '2027-02-12',
      insurer: 'Elevate',
      policyNumber: 'ELV-PC-118306',
      registrationNumber: 'N911HWR',
      renewalPremium: '1146.88',
      previousPremium: '1089.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'lumley',
    html: LUMLEY,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Lumley Insurance',
      policyNumber: 'LUM/MOT/40917',
      registrationNumber: 'WG19LXA',
      renewalPremium: '688.20',
      previousPremium: '655.00',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'eh-ranson',
    html: '',
    draw: drawEHRanson,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'E H Ranson & Co',
      policyNumber: 'EHR/PC/66104',
      registrationNumber: 'SN69KXR',
      renewalPremium: '756.90',
      previousPremium: '729.45',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'cornish-insurance',
    html: CORNISH_INSURANCE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-01-08',
      insurer: 'Cornish Insurance',
      policyNumber: 'CIS/PC/218840',
      registrationNumber: 'WK21PZE',
      renewalPremium: '538.70',
      previousPremium: '512.35',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'laurie-ross',
    html: LAURIE_ROSS,
    expected: {
      renewalDate: '2027-02-25',
      insurer: 'Laurie Ross Insurance',
      policyNumber: 'LRI/M/5500813',
      registrationNumber: 'SA68HKV',
      renewalPremium: '645.72',
      previousPremium: '618.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'novacover',
    html: NOVACOVER,
    expected: {
      renewalDate: '2027-03-05',
      insurer: 'Novacover',
      policyNumber: 'NCV/PM/0910342',
      registrationNumber: 'BN21UCX',
      renewalPremium: '893.14',
      previousPremium: '861.80',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
  {
    name: 'motorcade',
    html: MOTORCADE,
    expected: {
      renewalDate: '2027-02-27',
      insurer: 'Motorcade Insurance',
      policyNumber: 'MTC-P-0061842',
      registrationNumber: 'DK70NHP',
      renewalPremium: '497.35',
      previousPremium: '532.10',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'safely-insured',
    html: SAFELY_INSURED,
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Safely Insured',
      policyNumber: 'SI-BB-0047721',
      registrationNumber: 'FP17KZD',
      renewalPremium: '1392.56',
      previousPremium: '1684.20',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
];
