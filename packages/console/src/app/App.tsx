export function App() {
  return <main>Runway Live</main>;
}
