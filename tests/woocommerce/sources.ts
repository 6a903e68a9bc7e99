/**
 * WooCommerce's files for `npm run test:woocommerce`: the specs and helper modules that specs.json
 * names by path and commit, fetched like the real shop's other sources (none of their code is in this
 * repository), checked against the sha256 the manifest keeps, and laid out with this project's shims
 * in a run folder from which Playwright loads them (docs/WOOCOMMERCE-TESTS.md).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SETUPS = ['classic', 'rehub'] as const;
export type Setup = (typeof SETUPS)[number];

export interface SourceFile {
  /** The spec's short name (add-to-cart, cart, …); absent for a helper module. */
  spec?: string;
  /** The setups of the real shop the spec runs on. */
  setups?: Setup[];
  /** The file's path in the repository, which is also its path under the sources folder. */
  path: string;
  commit: string;
  /** The repository of WooCommerce's fork network whose snapshot held this version. */
  storedIn: string;
  sha256: string;
  gitBlob: string;
}

export interface Manifest {
  repository: string;
  files: SourceFile[];
}

export interface Spec extends SourceFile {
  spec: string;
  setups: Setup[];
}

const HERE = import.meta.dirname;
const REPO_ROOT = path.resolve(HERE, '../..');
export const SHIMS_DIR = path.join(HERE, 'shims');

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(HERE, 'specs.json'), 'utf8')) as Manifest;
}

export function specsOf(manifest: Manifest): Spec[] {
  return manifest.files.filter((file): file is Spec => file.spec !== undefined && file.setups !== undefined);
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Downloads one file from GitHub's raw host; false when that repository has no such commit or path. */
function download(repository: string, file: SourceFile, destination: string): boolean {
  const url = `https://raw.githubusercontent.com/${repository}/${file.commit}/${file.path}`;
  const partial = `${destination}.partial`;
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  try {
    execFileSync('curl', ['-fsSL', '--retry', '2', '--max-time', '60', '-o', partial, url], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    // curl -f exits with 22 for an HTTP error (a 404 here); anything else is the network.
    if ((error as { status?: number }).status === 22) return false;
    throw new Error(`could not download ${url}: ${stderr.trim() || (error as Error).message}`);
  }
  fs.renameSync(partial, destination);
  return true;
}

/**
 * Makes sure `dir` holds every file of the manifest at its repository path, as the manifest's sha256
 * says. A directory given by WC_E2E_DIR is only read (a machine that cannot reach GitHub fills it by
 * other means); the default one, $REAL_SHOP_DIR/sources/woocommerce-e2e, is filled from GitHub.
 */
export function ensureSources(manifest: Manifest, dir: string, { mayDownload }: { mayDownload: boolean }): void {
  for (const file of manifest.files) {
    const local = path.join(dir, file.path);
    if (fs.existsSync(local)) {
      const found = sha256(local);
      if (found === file.sha256) continue;
      if (!mayDownload) {
        throw new Error(`${local} is not the version specs.json names (commit ${file.commit}): sha256 ${found}, not ${file.sha256}`);
      }
      fs.rmSync(local);
    }
    if (!mayDownload) {
      throw new Error(
        `WC_E2E_DIR=${dir} lacks ${file.path}: put the file of github:${manifest.repository} at commit ${file.commit} there ` +
          `(https://raw.githubusercontent.com/${manifest.repository}/${file.commit}/${file.path})`,
      );
    }
    try {
      if (!download(manifest.repository, file, local) && !download(file.storedIn, file, local)) {
        throw new Error(`neither ${manifest.repository} nor ${file.storedIn} has ${file.path} at ${file.commit}`);
      }
    } catch (error) {
      throw new Error(
        `${file.path} is missing from ${dir} and ${(error as Error).message}. On a machine that cannot reach GitHub, ` +
          'set WC_E2E_DIR to a folder holding the files of specs.json at their repository paths.',
      );
    }
    const found = sha256(local);
    if (found !== file.sha256) {
      fs.rmSync(local);
      throw new Error(`${file.path} at ${file.commit} has sha256 ${found}, not specs.json's ${file.sha256}`);
    }
  }
}

/**
 * The folder Playwright runs: WooCommerce's files at their repository paths, the shims over the paths of
 * the modules they stand in for, this repository's node_modules, and a tsconfig that sends
 * `@woocommerce/e2e-utils-playwright` to its shim (Playwright maps a JavaScript file's imports only
 * with `allowJs`). Made anew for every run.
 */
export function buildRunTree(manifest: Manifest, sourcesDir: string, runDir: string): void {
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  for (const file of manifest.files) {
    fs.mkdirSync(path.dirname(path.join(runDir, file.path)), { recursive: true });
    fs.copyFileSync(path.join(sourcesDir, file.path), path.join(runDir, file.path));
  }
  fs.cpSync(SHIMS_DIR, runDir, { recursive: true });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(runDir, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(runDir, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions: { allowJs: true, baseUrl: '.', paths: { '@woocommerce/e2e-utils-playwright': ['./e2e-utils-playwright.ts'] } } }, null, 2)}\n`,
  );
}
