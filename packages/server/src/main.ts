import { buildApp } from './app';
import { ConfigError, loadConfig, localStandIns } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demoAccounts';
import { DatabaseUnreachableError, waitForDatabase } from './db/waitForDatabase';
import { startLiveServer } from './live/socket';
import { closeGracefully } from './shutdown';

/** The only entry that reads the environment and listens: `pnpm start` runs it. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await waitForDatabase(database.ping, {
    url: config.databaseUrl,
    timeoutMs: config.dbConnectTimeoutMs,
    onRetry: (message) => console.log(message),
  });
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db, { publicUrl: config.publicUrl });

  const app = await buildApp({ config, database });
  const live = await startLiveServer(app, {
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
  });
  await app.listen({ port: config.port, host: config.host });

  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `Runway Live is running on ${config.publicUrl}  (database: ${where})`,
    `  API docs: ${config.publicUrl}/docs`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      lines.push(`    ${account.email.padEnd(24)} ${account.note}`);
    }
  }
  if (config.devDefaults.length > 0) {
    lines.push(`  Development defaults in use: ${config.devDefaults.join(', ')}`);
  }
  if (!config.smtpUrl) lines.push(`  Mail is written to ${config.outboxDir}`);
  if (config.env === 'production' && config.allowLocalProviders) {
    const standIns = localStandIns(config);
    if (standIns.length > 0) {
      lines.push(`  ALLOW_LOCAL_PROVIDERS: running on ${standIns.join('; ')}`);
    }
  }
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: finishing requests and closing the database…`);
    await closeGracefully({ app, live, database, graceMs: config.shutdownGraceMs });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The operator's mistakes are told in one line; anything else keeps its stack.
  if (error instanceof ConfigError) console.error(`Configuration: ${error.message}`);
  else if (error instanceof DatabaseUnreachableError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
