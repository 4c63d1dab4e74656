/** Home recommendations paging (spec sections 4 and 9): 12 at first, 12 more per click. */
import { LIMITS } from '@gayaku/contract';

export const RECOMMENDATIONS_INITIAL = LIMITS.recommendationsInitial;
export const RECOMMENDATIONS_STEP = LIMITS.recommendationsStep;

export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(visible + RECOMMENDATIONS_STEP, Math.max(total, visible));
}

/** The button shows only while more products exist than are visible. */
export const hasMoreToShow = (visible: number, total: number): boolean => total > visible;
