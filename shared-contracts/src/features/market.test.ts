import { marketTrendsItemSchema, splitCompetitorModels, splitKnownIssues } from './market';

describe('market trends', () => {
  it('splits known issues at blank lines', () => {
    expect(splitKnownIssues('Clutch wear\nat 60k miles\n\n  \nDPF blocking\r\n\r\nRecall 2021\n')).toEqual([
      'Clutch wear\nat 60k miles',
      'DPF blocking',
      'Recall 2021',
    ]);
    expect(splitKnownIssues('')).toEqual([]);
  });
  it('splits competitor models at comma and space', () => {
    expect(splitCompetitorModels('Vauxhall Astra, Volkswagen Golf, Kia Ceed')).toEqual([
      'Vauxhall Astra',
      'Volkswagen Golf',
      'Kia Ceed',
    ]);
  });
  it('parses an item', () => {
    const text = 'x';
    const item = {
      policy: { id: '1', registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Aviva' },
      trends: {
        lastUpdated: '2026-01-01',
        currentValue: text,
        depreciationRate: text,
        bestSellingMonths: text,
        marketAnalysis: text,
        maintenanceAlerts: text,
        knownIssues: text,
        competitorModels: text,
        newModelUpdates: text,
      },
    };
    expect(marketTrendsItemSchema.parse(item)).toEqual(item);
    expect(marketTrendsItemSchema.safeParse({ ...item, trends: {} }).success).toBe(false);
  });
});
