// The DVSA MOT History API behind an interface (uk-references.md, "DVSA MOT History API"). The real client is
// dvsa-client.ts; without credentials `noMotHistory` answers null and the market page says the dataset is the source.

export interface MotTestSummary {
  date: string; // YYYY-MM-DD
  result: 'PASSED' | 'FAILED';
  advisories: number;
  failures: number;
  /** The defects' texts, e.g. 'Nearside front tyre worn close to legal limit (ADVISORY)'. */
  defects: string[];
}

export interface MotHistory {
  registration: string;
  outstandingRecall: 'Yes' | 'No' | 'Unknown' | 'Unavailable';
  lastTest: MotTestSummary | null;
  /** Odometer readings at each test, oldest first. */
  mileage: { date: string; value: number; unit: 'mi' | 'km' }[];
}

export interface MotHistoryProvider {
  readonly name: string;
  /** null when DVSA holds no such vehicle. Throws MotHistoryError for other failures. */
  history(registration: string): Promise<MotHistory | null>;
}

export class MotHistoryError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MotHistoryError';
  }
}

export const noMotHistory: MotHistoryProvider = {
  name: 'none',
  history: async () => null,
};
