import { spawn, type ChildProcess } from 'node:child_process';

/** Starts a server in its own process (so load generator and server do not share one event loop) and waits for it. */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  // The reference server hashes the demo accounts' passwords at the production cost before it listens: on a machine
  // busy with other work that alone can take a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${readyUrl} did not answer within 3 minutes`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
