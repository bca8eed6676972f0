import { describe, expect, it } from 'vitest';
import { diffPixels, GAINED_RGB, LOST_RGB, signed, signedPoints } from './diff';

describe('diffPixels', () => {
  it('paints gained attention blue, lost orange, and small changes transparent', () => {
    const px = diffPixels({ width: 3, height: 1, values: [0.01, -0.02, 0.0001] })!;
    expect(px.width).toBe(3);
    expect([...px.data.slice(0, 3)]).toEqual(GAINED_RGB);
    expect(px.data[3]).toBeGreaterThan(0);
    expect([...px.data.slice(4, 7)]).toEqual(LOST_RGB);
    expect(px.data[7]).toBe(200);
    expect(px.data[11]).toBe(0);
  });

  it('gives nothing to draw when nothing changed', () => {
    expect(diffPixels({ width: 2, height: 2, values: [0, 0, 0, 0] })).toBeNull();
  });
});

describe('signed changes', () => {
  it('shows the direction with an arrow and a sign', () => {
    expect(signed(9)).toBe('▲ +9');
    expect(signed(-3.46)).toBe('▼ −3,5');
    expect(signed(0.01)).toBe('0');
    expect(signedPoints(0.09)).toBe('▲ +9 п. п.');
    expect(signedPoints(-0.036)).toBe('▼ −4 п. п.');
  });
});
