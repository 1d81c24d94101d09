import { useLocation } from 'react-router-dom';

/** What a route of a later issue shows until its screen lands (see routes/comingSoon.ts). */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">Coming soon</h1>
      <p>
        This page (<code>{pathname}</code>) is on its way.
      </p>
    </section>
  );
}
