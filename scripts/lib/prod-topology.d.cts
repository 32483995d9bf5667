// Types of prod-topology.cjs for the TypeScript callers (e2e/production-topology.spec.ts).
import type { ChildProcess } from 'node:child_process';

export declare const REMOTES: Record<string, string>;
export declare function productionEnv(): Record<string, string>;
export declare function waitForPortState(port: number, open: boolean, timeoutMs?: number): Promise<void>;

export interface TopologyProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Everything the process has printed so far. */
  text(): string;
  running(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Topology {
  url: string;
  /** The API replicas' ports, in the order of `replicas`. */
  apiPorts: number[];
  replicas: TopologyProcess[];
  /** Stops replica `index` and starts it again on its port with `env` on top of its own (e.g. MONGODB_URI). */
  restartReplica(index: number, env?: Record<string, string>): Promise<TopologyProcess>;
  worker: TopologyProcess;
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
  stop(): Promise<void>;
}

export declare function startTopology(options: {
  mongoUri: string;
  runDir: string;
  shellPort: number;
  remotePorts: Record<string, number>;
  apiPorts: number[];
  env?: Record<string, string>;
  nameReplicas?: boolean;
  echo?: boolean;
}): Promise<Topology>;
