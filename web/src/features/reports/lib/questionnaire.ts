import type { AssistanceQuestion, Strategy, StrategyPoints } from '../types';

/** The questionnaire's answers so far: question id → option id. */
export type Answers = Record<string, string>;

/** Every question answered with one of its own options. */
export function isComplete(questions: readonly AssistanceQuestion[], answers: Answers): boolean {
  return questions.length > 0 && questions.every((q) => q.options.some((o) => o.id === answers[q.id]));
}

/** How many questions are answered (for the progress line). */
export function answeredCount(questions: readonly AssistanceQuestion[], answers: Answers): number {
  return questions.filter((q) => q.options.some((o) => o.id === answers[q.id])).length;
}

/** The points, most first (ties keep the server's order). */
export function rankPoints(points: readonly StrategyPoints[]): StrategyPoints[] {
  return [...points].sort((a, b) => b.points - a.points);
}

/** The share of the winner's points a strategy has, for a bar (0–100). */
export function pointsShare(points: readonly StrategyPoints[], strategy: Strategy): number {
  const top = Math.max(0, ...points.map((p) => p.points));
  const mine = points.find((p) => p.strategy === strategy)?.points ?? 0;
  return top > 0 ? Math.round((mine / top) * 100) : 0;
}
