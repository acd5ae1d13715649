import { describe, expect, it } from 'vitest';
import { someQuestions } from '../testing/fixtures';
import { answeredCount, isComplete, pointsShare, rankPoints } from './questionnaire';

describe('the strategy questionnaire', () => {
  const questions = someQuestions();

  it('is complete only when every question has one of its own options', () => {
    expect(isComplete(questions, {})).toBe(false);
    expect(isComplete(questions, { horizon: 'long' })).toBe(false);
    expect(isComplete(questions, { horizon: 'long', risk: 'nope' })).toBe(false);
    expect(isComplete(questions, { horizon: 'long', risk: 'low' })).toBe(true);
    expect(isComplete([], {})).toBe(false);
  });

  it('counts the answered questions', () => {
    expect(answeredCount(questions, { horizon: 'long', other: 'x' })).toBe(1);
  });

  it('orders the points, most first, and sizes each against the winner', () => {
    const points = [
      { strategy: 'value' as const, points: 4 },
      { strategy: 'growth' as const, points: 8 },
      { strategy: 'momentum' as const, points: 0 },
    ];
    expect(rankPoints(points).map((p) => p.strategy)).toEqual(['growth', 'value', 'momentum']);
    expect(pointsShare(points, 'value')).toBe(50);
    expect(pointsShare(points, 'growth')).toBe(100);
    expect(pointsShare([], 'growth')).toBe(0);
  });
});
