// The documents tests' samples: a small PDF and PNG, a policy, an upload as the Documents dialog sends it.
import { createCanvas } from '@napi-rs/canvas';
import type { SignedInAgent } from './helpers';

export const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
export const MARKER = 'CERTIFICATE OF MOTOR INSURANCE AB12CDE 4471-XY';
export const pdf = (extra = '') => Buffer.from(`%PDF-1.4\n% ${MARKER} ${extra}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
export function png(): Buffer {
  const canvas = createCanvas(200, 80);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 200, 80);
  g.fillStyle = '#000';
  g.fillText('MOT AB12 CDE', 10, 40);
  return canvas.toBuffer('image/png');
}

export async function newPolicy(agent: SignedInAgent, plate: string): Promise<string> {
  const res = await agent.post('/api/policies').send({
    registrationNumber: plate,
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: inDays(40),
    currentPremium: '600.00',
    isActive: true,
    reminderDays: [30],
    reminderMethods: ['app'],
  });
  if (res.status !== 201) throw new Error(`policy ${plate}: ${res.status} ${res.text}`);
  return res.body.id as string;
}

export const upload = (agent: SignedInAgent, policyId: string, bytes: Buffer, type: string, kind = 'certificate', name = 'certificate.pdf') =>
  agent.post(`/api/policies/${policyId}/documents`).query({ kind, name }).set('Content-Type', type).send(bytes);

