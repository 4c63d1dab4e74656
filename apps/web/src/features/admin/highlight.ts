/**
 * After saving, the admin lands on the list with the saved record shown: its table opens on the
 * record's page and highlights the row. The list page learns which record from the navigation's state.
 */
import type { AdminResourceName } from './api/admin-lists.ts';

export interface SavedHighlight {
  highlight: { resource: AdminResourceName; id: number };
}

/** The navigation state that asks `resource`'s table to show record `id`. */
export const highlightState = (resource: AdminResourceName, id: number): SavedHighlight => ({ highlight: { resource, id } });

/** The record of `resource` a navigation's state asks to show, or undefined. */
export function highlightedId(state: unknown, resource: AdminResourceName): number | undefined {
  const highlight = (state as Partial<SavedHighlight> | null)?.highlight;
  return highlight?.resource === resource && Number.isInteger(highlight.id) ? highlight.id : undefined;
}
