// How much of the machine the processes that are not the bench's own used while a figure was taken. The one-minute
// load average cannot say: during back-to-back Lighthouse runs it is mostly Lighthouse's own Chromium (a quiet
// machine read 1.3-3.1 while nothing else ran), so a rule on it threw away undisturbed runs. Here the CPU time of the
// whole machine (/proc/stat) less that of this process and its descendants (Chromium, a stack the bench started;
// children already reaped count in their parent's cutime/cstime) is what others took, in cores. Linux only; kernel
// threads count as others (a couple of percent of a core).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc's CPU times

function machineBusyTicks() {
  const [user, nice, system, , , irq, softirq, steal = 0] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** Every process's parent and CPU ticks (its own and its reaped children's). */
function processes() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone between the listing and the read
    }
    // The name in brackets may hold spaces: the fields after its last ')' are state, ppid, ... utime (12th), stime,
    // cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
  }
  return table;
}

function ownTicks(rootPid) {
  const table = processes();
  const children = new Map();
  for (const [pid, p] of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += table.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * The process listening on 127.0.0.1/0.0.0.0:`port` (an app the bench measures but did not start, `npm start`): found
 * by the socket's inode in /proc/net/tcp and the process holding it. Null when it cannot be seen.
 */
export function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let rows = [];
    try {
      rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const row of rows) {
      const cols = row.trim().split(/\s+/);
      if (cols[1].endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]); // 0A: LISTEN
    }
  }
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      for (const fd of readdirSync(`/proc/${name}/fd`)) {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${name}/fd/${fd}`));
        if (m && inodes.has(m[1])) return Number(name);
      }
    } catch {
      // not ours to read, or gone
    }
  }
  return null;
}

/**
 * Starts a meter; calling what it returns gives the cores others used since (0 = nothing else ran). `alsoOwn`: more
 * process trees to count as the bench's (the app it measures when it did not start it).
 */
export function othersCpuMeter(alsoOwn = []) {
  const roots = [process.pid, ...alsoOwn];
  const own = () => roots.reduce((sum, pid) => sum + ownTicks(pid), 0);
  const start = { busy: machineBusyTicks(), own: own(), at: performance.now() };
  return () => {
    const seconds = (performance.now() - start.at) / 1000;
    const others = machineBusyTicks() - start.busy - (own() - start.own);
    return Math.max(0, others / TICKS_PER_SECOND / seconds);
  };
}
