import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The parent of each running process (Linux /proc). */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) is in parentheses and may hold spaces: read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** A process and all its descendants. */
export function processTree(pid: number): number[] {
  const children = parents();
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

/** Resident memory of one process in MB (VmRSS), 0 when it is gone. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and its descendants (a start script that runs the server as a child), MB. */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + rssMb(p), 0);
}

export const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(safeRead(`/proc/${pid}/status`));

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** SIGTERM to a process and its descendants; resolves when all are gone (SIGKILL after `graceMs`). */
export async function stopTree(pid: number, graceMs = 15_000): Promise<void> {
  const pids = processTree(pid);
  for (const p of pids) {
    try {
      process.kill(p, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const start = Date.now();
  while (pids.some(alive)) {
    if (Date.now() - start > graceMs) {
      for (const p of pids.filter(alive)) {
        try {
          process.kill(p, 'SIGKILL');
        } catch {
          // gone
        }
      }
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** "node 310 MB + esbuild 12 MB": each process of a tree by its command name. */
export function describeTree(pid: number): string {
  return processTree(pid)
    .map((p) => {
      let name = '?';
      try {
        name = readFileSync(`/proc/${p}/comm`, 'utf8').trim();
      } catch {
        // gone
      }
      return `${name} ${rssMb(p).toFixed(0)} MB`;
    })
    .join(' + ');
}
