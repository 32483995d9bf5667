// An older plate (here a Northern Ireland one) named in a sentence between commas, right after the car it belongs to,
// is the car's registration, never sure (identity-fields.ts). In our own wording, with near misses.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const plateShown = (text: string) => {
  const found = read(text).registrationNumber;
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

describe('an older plate between commas after the car in a sentence', () => {
  test('a Northern Ireland plate after the make and model, the line broken inside the model: read, asking for a tick', () => {
    const text = ['Dear Orla,', 'Cover for your Vauxhall Corsa 1.2 SE', 'Nav, LFZ 4471, runs out at midnight on 12 June 2027.', 'Your renewal price is £702.30.'].join('\n');
    expect(plateShown(text)).toBe('LFZ4471?');
  });

  test('a prefix-era plate the same way', () => {
    expect(plateShown('We will keep insuring your Rover 214 SEi, L612 HNB, from 3 May 2027 for £455.10.')).toBe('L612HNB?');
  });

  test('near miss: letters that are no Northern Ireland code (a trim and its power) are no plate', () => {
    expect(plateShown('We will keep insuring your Volkswagen Golf, GTI 245, from 3 May 2027 for £455.10.')).toBeUndefined();
  });

  test('near miss: no closing comma, so the letters may start other words', () => {
    expect(plateShown('We will keep insuring your Volkswagen Golf, AIZ 2017 was the year you joined us.')).toBeUndefined();
  });
});

// Set 48's scanned Lancaster letter: the plate ending the letter's heading, after its own words and the car's year
// ('Renewal of your classic car policy: 1967 Jaguar E-Type Series 1 4.2 Roadster, GHX 418E').
describe("an older plate ending a heading that names the renewal, then the car's year, make and model", () => {
  test('read, asking for a tick', () => {
    expect(plateShown('Renewal of your classic car policy: 1972 Triumph TR6 PI, XKV 204L\nYour renewal premium is £388.40.')).toBe('XKV204L?');
  });

  test('near miss: a heading about something else before the colon names no car', () => {
    expect(plateShown('Changes to our opening hours: 1972 Triumph TR6 PI, XKV 204L\nYour renewal premium is £388.40.')).toBeUndefined();
  });
});
