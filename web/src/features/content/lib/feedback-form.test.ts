import { describe, expect, it } from 'vitest';
import { checkEmail, checkMessage, checkName, checkRating } from './feedback-form';

describe('feedback form checks', () => {
  it('needs a name and a valid email', () => {
    expect(checkName('  ')).toBe('feedback.required');
    expect(checkName('Sara')).toBeNull();
    expect(checkEmail('')).toBe('feedback.required');
    expect(checkEmail('sara@')).toBe('feedback.emailInvalid');
    expect(checkEmail(' sara@example.com ')).toBeNull();
  });

  it('takes 10 to 2,000 characters with at most two links', () => {
    expect(checkMessage('')).toBe('feedback.required');
    expect(checkMessage('Too short')).toBe('feedback.tooShort');
    expect(checkMessage('Great site, thanks')).toBeNull();
    expect(checkMessage('a'.repeat(2001))).toBe('feedback.tooLong');
    expect(checkMessage('😀'.repeat(2000))).toBeNull();
    expect(checkMessage('See https://a.example and www.b.example')).toBeNull();
    expect(checkMessage('See https://a.example, http://b.example and www.c.example')).toBe('feedback.tooManyLinks');
  });

  it('needs a rating of 1 to 5', () => {
    expect(checkRating(null)).toBe('feedback.ratingRequired');
    expect(checkRating(0)).toBe('feedback.ratingRequired');
    expect(checkRating(5)).toBeNull();
  });
});
