import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNearViewport } from '../../../lib/near-viewport.ts';
import { usePageSettled } from '../../../lib/page-settled.ts';
import { recommendationsQuery } from '../api/queries.ts';

const RecommendationCarousel = lazy(() => import('./recommendation-carousel.tsx'));

/**
 * 'Mungkin Anda juga suka', below the product: asked for once the page has settled (the product's
 * photo loads first), drawn as the carousel's first frame, and turned into the Swiper carousel
 * when the shopper gets to it (it scrolls into view, or the pointer or a touch reaches it).
 */
export function Recommendations({ id }: { id: number }) {
  const reco = useQuery({ ...recommendationsQuery(id), enabled: usePageSettled() });
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useNearViewport(section, want);
  const still = reco.data ? (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {reco.data.slice(0, 3).map((p, i) => (
        <li key={p.id} className={i === 2 ? 'hidden sm:block' : ''}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  ) : null;
  return (
    <section ref={section} aria-labelledby="reco-title" className="mt-14 md:mt-20" onPointerEnter={want} onTouchStart={want}>
      <h2 id="reco-title" className="section-title mb-5 md:mb-6">
        Mungkin Anda juga suka
      </h2>
      {!reco.data ? (
        <Spinner label="Memuat rekomendasi..." />
      ) : reco.data.length === 0 ? (
        <p className="text-sm text-muted">Tidak ada rekomendasi</p>
      ) : wanted ? (
        <Suspense fallback={still}>
          <RecommendationCarousel products={reco.data} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
