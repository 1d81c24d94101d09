// The bench server's configuration secrets: the bench process needs them too (API key,
// envelope secret), so they are written once here.
export const BENCH_SECRETS = {
  apiKey: 'bench-api-key',
  envelope: 'bench-envelope-secret',
  jwt: 'bench-jwt-secret-0123456789abcdef0123456789',
} as const;
