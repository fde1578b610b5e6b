import type { SandboxConfig } from './config.ts';

const demoUsers = [
  ['operator', 'every operation, workstations of the warehouse and stores'],
  ['admin', 'System.Administration.perform: passes every check, admin tools'],
  ['newcomer', 'no places yet: goes through self-initialization'],
  ['guest', 'no capabilities: sees no operations'],
  ['trainee', 'no capabilities: for trying "Change password" on the user info'],
] as const;

export function printBanner(config: SandboxConfig, withStation: boolean): void {
  const lines = [
    '',
    withStation ? `  Station            ${config.stationUrl}` : '  Station            not started (--no-station)',
    `  API                ${config.apiUrl}`,
    `  Identity provider  ${config.idpUrl}`,
    `  Device manager     ${config.deviceUrl} (websocket ${config.deviceWebsocketUrl})`,
    `  Data               ${config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : config.dataDir}`,
    '',
    '  Demo sign-in (password = username):',
    ...demoUsers.map(([user, what]) => `    ${user.padEnd(10)} ${what}`),
    '',
    withStation ? `  Open ${config.stationUrl} and sign in. Ctrl+C stops everything.` : '  Ctrl+C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}
