// `npm run dev`: the API with reload on change (port 8080) and Vite with hot module reload (5173),
// which proxies /api, /open and /ws to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@certdesk/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@certdesk/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
