import { describe, expect, it } from 'vitest';
import { formatPolicyDate } from './PrivacyText';

describe('the privacy text names the day it last changed', () => {
  it('in words', () => {
    expect(formatPolicyDate('2026-11-02')).toBe('2 de noviembre de 2026');
  });

  it.each(['2026-13-45', '2026-02-30', '2 de noviembre', ''])('shows %j as the deployment wrote it', (updated) => {
    expect(formatPolicyDate(updated)).toBe(updated);
  });
});
