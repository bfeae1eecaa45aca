export interface Release {
  buildId: string;
  publishedAt: string;
  size: number;
}

export const DEFAULT_KEEP: number;
export const RELEASE_INFO: string;
export function releasesLocation(root: string, env?: NodeJS.ProcessEnv): { dir: string; port: number; url: string };
export function buildIdOf(distDir: string): string;
export function publishRelease(options: { releasesDir: string; remote: string; distDir: string; now?: Date }): Release;
export function listReleases(releasesDir: string, remote: string): Release[];
export function pruneReleases(options: {
  releasesDir: string;
  remote: string;
  keep: number;
  live: string | null;
}): string[];
export function releasesToPrune(releases: Release[], keep: number, live: string | null): string[];
export function removeReleases(releasesDir: string, remote: string, buildIds: string[]): void;
export function releaseEntry(releasesUrl: string, remote: string, buildId: string): string;
export function remoteEntryIn(remotesFile: string, remote: string): string;
export function liveBuildId(remotesFile: string, remote: string): string | null;
export function switchRemote(options: { remotesFile: string; remote: string; entry: string }): string;
export function rollbackTarget(releases: Release[], live: string | null): Release;
