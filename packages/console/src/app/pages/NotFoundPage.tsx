import { Link } from 'react-router-dom';

/** Any path outside the routes table of section 2. */
export function NotFoundPage() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/dashboard">Go to the dashboard</Link>
    </main>
  );
}
