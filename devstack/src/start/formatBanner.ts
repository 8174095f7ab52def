import type { PreparedAccount } from '../setup/runDatabaseSetup';

export interface BannerInfo {
  dev: boolean;
  localUrl: string;
  storefrontUrl: string;
  serverUrl: string;
  demo: boolean;
  /** What the seed reported: the demo accounts (none outside demo mode). */
  accounts: PreparedAccount[];
  database: string;
  databaseUrl: string | undefined;
  mediaDir: string;
  mailDir: string;
  secret: string;
  seconds: number;
}

/** The box printed once everything answers: where to go, who to sign in as, where data lives. */
export function formatBanner(info: BannerInfo): string {
  const lines: string[] = [
    `Nutrimenu is running (${info.dev ? 'development, hot reload' : 'production build'}), ready in ${info.seconds} s`,
    '',
    `Admin       ${info.localUrl}/admin`,
    `REST API    ${info.localUrl}/api`,
    `Menus       ${info.storefrontUrl}${info.demo ? '/restaurant/demo-bistro' : ''}`,
  ];
  if (info.serverUrl !== info.localUrl) lines.push(`Public URL  ${info.serverUrl} (SERVER_URL)`);
  lines.push('');
  if (!info.demo) {
    lines.push('Demo data is off (NUTRIMENU_DEMO=0): sign in with your own accounts.');
  } else if (info.accounts.length === 0) {
    lines.push('Demo data: the seed returned no accounts.');
  } else {
    lines.push('Demo accounts (NUTRIMENU_DEMO=1)');
    const width = Math.max(...info.accounts.map((account) => account.email.length));
    for (const account of info.accounts) {
      lines.push(`  ${account.email.padEnd(width)}  ${account.password}  (${account.role})`);
    }
  }
  lines.push('', 'Data');
  lines.push(`  database  ${info.database}`);
  if (info.databaseUrl) lines.push(`            ${info.databaseUrl}`);
  lines.push(`  media     ${info.mediaDir}`);
  lines.push(`  e-mail    ${info.mailDir}`);
  lines.push(`  secret    ${info.secret}`);
  lines.push('', 'Ctrl-C stops everything; the data stays for the next start.');

  const width = Math.max(...lines.map((line) => line.length));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((line) => `│ ${line.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ].join('\n');
}
