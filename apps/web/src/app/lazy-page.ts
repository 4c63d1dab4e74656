import { lazy, type ComponentType } from 'react';

/** A page component loaded from its own chunk on first render (show it inside a Suspense boundary). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
