import { realClock, retryWithBackoff, type RetryClock } from '../retry';

/**
 * Start-up's wait for the database: PostgreSQL may come up after the server (a container
 * starting beside it), so an unreachable database is retried with backoff until the
 * timeout (DB_CONNECT_TIMEOUT_MS), then reported in one line that main.ts prints as is.
 */
export class DatabaseUnreachableError extends Error {
  override readonly name = 'DatabaseUnreachableError';
}

/** The URL for a log or an error: the password (in the userinfo or the query) removed. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.searchParams.delete('password');
    return parsed.toString();
  } catch {
    return 'DATABASE_URL (unparsable)';
  }
}

/** The cause's message on one line, without the password should the driver repeat it. */
function reasonOf(error: unknown, url: string): string {
  const cause = (error as { cause?: unknown }).cause ?? error;
  let text = cause instanceof Error ? cause.message : String(cause);
  try {
    const { password } = new URL(url);
    if (password) text = text.replaceAll(decodeURIComponent(password), '***');
  } catch {
    // An unparsable URL has no password to hide here.
  }
  return text.replace(/\s+/g, ' ').trim();
}

function failAfter(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export async function waitForDatabase(
  ping: () => Promise<void>,
  options: {
    /** The URL to name in messages (its password is removed); undefined for PGlite. */
    url: string | undefined;
    timeoutMs: number;
    clock?: RetryClock;
    onRetry?: (message: string) => void;
  },
): Promise<void> {
  const where = options.url ? withoutPassword(options.url) : 'the embedded database';
  let told = false;
  try {
    await retryWithBackoff(
      async (remainingMs) => {
        // A connection attempt to an address that never answers must not outlast the
        // deadline: give up on it when the time is over, and let the deadline decide.
        const limit = failAfter(Math.max(remainingMs, 1000));
        try {
          await Promise.race([ping(), limit.promise]);
        } finally {
          limit.cancel();
        }
      },
      {
        timeoutMs: options.timeoutMs,
        clock: options.clock ?? realClock,
        onRetry: (error) => {
          if (told) return;
          told = true;
          options.onRetry?.(
            `The database at ${where} is not reachable yet (${reasonOf(error, options.url ?? '')}); retrying for up to ${options.timeoutMs / 1000} s…`,
          );
        },
      },
    );
  } catch (error) {
    throw new DatabaseUnreachableError(
      `Cannot reach the database at ${where} after ${options.timeoutMs / 1000} s: ${reasonOf(error, options.url ?? '')}. Check DATABASE_URL, or wait longer with DB_CONNECT_TIMEOUT_MS.`,
    );
  }
}
