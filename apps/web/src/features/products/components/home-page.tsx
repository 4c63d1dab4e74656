import { useDisplayMode } from '../../../lib/display-mode.ts';
import { AdsSection } from '../../ads/index.ts';
import { CategorySection, RecommendationsSection } from './home-sections.tsx';
import { PopularSection } from './popular-section.tsx';

/** Home (spec section 2): mode line, ads, popular, categories, recommendations. */
export function HomePage() {
  const mode = useDisplayMode();
  return (
    <div className="container-page space-y-12 pt-4 pb-4 md:space-y-16 md:pt-6">
      <div>
        <p className="mb-2 flex justify-end">
          <span
            data-testid="display-mode"
            title="Mode tampilan"
            className="rounded-full border border-line px-2.5 py-0.5 text-2xs font-medium tracking-wide text-muted"
          >
            {mode}
          </span>
        </p>
        <h1 className="sr-only">Gayaku — Setiap pilihan adalah gayamu</h1>
        <AdsSection />
      </div>
      <PopularSection />
      <CategorySection />
      <RecommendationsSection />
    </div>
  );
}
