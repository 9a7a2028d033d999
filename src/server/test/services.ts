import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL cluster and a redis-server of a test's own, which it may stop, kill and freeze: the
 * machine's shared ones are never touched.
 */

const run = promisify(execFile);
/** Every start, stop and lookup is bounded, so a wedged server fails the test instead of hanging it. */
const COMMAND_TIMEOUT_MS = 30_000;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** The folder of PostgreSQL's server programs: on PATH, or where Debian and Ubuntu keep them (newest version). */
function postgresBinDir(): string | undefined {
  const found = onPath('pg_ctl');
  if (found && existsSync(path.join(path.dirname(found), 'initdb'))) return path.dirname(found);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: there its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Why these tests cannot run here, or undefined when they can. */
export function missingServices(): string | undefined {
  const missing = [];
  if (!postgresBinDir()) missing.push('PostgreSQL (initdb, pg_ctl)');
  if (!onPath('redis-server')) missing.push('redis-server');
  if (!onPath('pgrep')) missing.push('pgrep');
  if (asRoot && (!onPath('runuser') || !postgresUser())) missing.push('runuser and a postgres user (PostgreSQL does not run as root)');
  return missing.length ? missing.join(', ') : undefined;
}

const freeze = (pids: number[]) => pids.forEach((pid) => process.kill(pid, 'SIGSTOP'));
const thaw = (pids: number[]) =>
  pids.forEach((pid) => {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      /* already gone */
    }
  });

export interface PgCluster {
  url: string;
  /** `pg_ctl stop -m immediate`: the server closes every connection at once, as in a crash. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The postmaster and all its backends stop answering, their sockets left open. */
  freeze(): Promise<void>;
  thaw(): void;
  destroy(): Promise<void>;
}

export async function startPgCluster(): Promise<PgCluster> {
  const binDir = postgresBinDir()!;
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser()!;
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args], { timeout: COMMAND_TIMEOUT_MS })
      : run(path.join(binDir, program), args, { timeout: COMMAND_TIMEOUT_MS });
  let frozen: number[] = [];

  const start = async () => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=40`;
    await pg('pg_ctl', ['start', '-D', dataDir, '-w', '-t', '30', '-l', path.join(dir, 'server.log'), '-o', options]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
  };
  try {
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async freeze() {
      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so it starts no backend that would escape the freeze.
      freeze([postmaster]);
      frozen = [postmaster];
      const { stdout } = await run('pgrep', ['-P', String(postmaster)], { timeout: COMMAND_TIMEOUT_MS });
      const backends = stdout.split('\n').filter(Boolean).map(Number);
      freeze(backends);
      frozen.push(...backends);
    },
    thaw() {
      thaw(frozen);
      frozen = [];
    },
    async destroy() {
      thaw(frozen);
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  url: string;
  /** SIGKILL: Redis is gone without a goodbye. */
  kill(): Promise<void>;
  /** A new redis-server on the same port (empty, as it keeps nothing on disk). */
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

/** Resolves once something accepts connections on the port. */
async function accepting(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + COMMAND_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    await accepting(port, child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async destroy() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
