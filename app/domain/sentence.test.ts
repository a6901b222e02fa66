import { describe, expect, it } from 'vitest';
import { sentence } from './sentence';

describe('sentence', () => {
  it('adds the full stop a phrase lacks', () => {
    expect(sentence('Tengo fiebre desde ayer')).toBe('Tengo fiebre desde ayer.');
  });

  it('keeps the one a phrase already has, and other closing marks', () => {
    expect(sentence('Tengo una mancha hace dos semanas.')).toBe('Tengo una mancha hace dos semanas.');
    expect(sentence('Telemedicina, miércoles 25 de noviembre, 3:00 p. m.')).toBe(
      'Telemedicina, miércoles 25 de noviembre, 3:00 p. m.',
    );
    expect(sentence('¿Es grave?')).toBe('¿Es grave?');
    expect(sentence('Me duele…  ')).toBe('Me duele…');
  });
});
