// Set 51's sideways photo of a statement of fact (Post Office): the premium box's labels read as one block, its figures
// as another further down, and between them rows of the other column with labels of their own ('Voluntary excess  £250').
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const statement = (between: string[]) =>
  read(
    [
      'Compulsory excess            £200',
      'Your premium',
      'Premium before tax',
      'Insurance Premium Tax',
      'Annual premium',
      '',
      ...between,
      '                                                £418.69',
      '                                                 £50.24',
      '                                               £468.93',
      'If anything on this statement is wrong or missing, call us on 0345 600 2231 before 01/06/2027. Giving us wrong information could mean your policy is cancelled.',
    ].join('\n'),
  );

describe("a box's labels read apart from its figures, another column's rows between", () => {
  test("rows with their own labels ('Start of renewed policy  01/06/2027', 'Voluntary excess  £250') are no values of the box: 'Annual premium' meets £468.93, asking for a tick", () => {
    const between = ['      Start of renewed policy           01/06/2027', '      Voluntary excess                  £250', '      Windscreen excess                 £90'];
    expect(shownAll(statement(between), 'renewalPremium')).toEqual(['468.93?']);
  });

  test("near miss: a figure with words after it ('£90 windscreen') is still one of the box's values, so the box does not line up and gives nothing", () => {
    expect(shownAll(statement(['      Start of renewed policy           01/06/2027', '      £90 windscreen']), 'renewalPremium')).not.toEqual(['468.93?']);
  });
});
