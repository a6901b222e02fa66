import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SURVEY_INTERVAL_MS, SURVEY_SHOWN_KEY, recordSurveyShown, surveyDue } from './surveySchedule';

const NOW = Date.UTC(2026, 10, 20, 15);
let store: Map<string, string>;

beforeEach(() => {
  store = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the survey at most once a week', () => {
  it('asks a customer never asked on this device', () => {
    expect(surveyDue('MTIz', NOW)).toBe(true);
  });

  it('does not ask again within the week, whatever the logins, and asks again after it', () => {
    recordSurveyShown('MTIz', NOW);
    expect(surveyDue('MTIz', NOW + 60_000)).toBe(false);
    expect(surveyDue('MTIz', NOW + SURVEY_INTERVAL_MS - 1)).toBe(false);
    expect(surveyDue('MTIz', NOW + SURVEY_INTERVAL_MS)).toBe(true);
  });

  it('counts each customer of a shared device apart', () => {
    recordSurveyShown('MTIz', NOW);
    expect(surveyDue('NDU2', NOW)).toBe(true);
  });

  it('keeps no customer id in clear, and forgets what is older than a week', () => {
    recordSurveyShown('MTIz', NOW);
    recordSurveyShown('NDU2', NOW + SURVEY_INTERVAL_MS);
    const kept = JSON.parse(store.get(SURVEY_SHOWN_KEY)!) as Record<string, number>;
    expect(Object.values(kept)).toEqual([NOW + SURVEY_INTERVAL_MS]);
    expect(store.get(SURVEY_SHOWN_KEY)).not.toContain('MTIz');
    expect(store.get(SURVEY_SHOWN_KEY)).not.toContain('NDU2');
  });

  it('asks when the stored value is broken, or from a clock set back', () => {
    store.set(SURVEY_SHOWN_KEY, '{not json');
    expect(surveyDue('MTIz', NOW)).toBe(true);
    recordSurveyShown('MTIz', NOW + SURVEY_INTERVAL_MS);
    expect(surveyDue('MTIz', NOW)).toBe(true);
  });

  it('without storage, the survey still works', () => {
    vi.stubGlobal('window', {});
    expect(() => recordSurveyShown('MTIz', NOW)).not.toThrow();
    expect(surveyDue('MTIz', NOW)).toBe(true);
  });
});
