/**
 * The extraction takes seconds; its result only changes with the packages,
 * TypeScript or the extractor itself. It is kept as JSON under
 * `node_modules/.cache/api-reference/`, keyed by all three.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractApiReference } from './extract';
import type { ExtractedReference } from './extract/types';
import { API_PRODUCTS, type ApiProductConfig } from './products';

/** The files whose change must invalidate the cache: the extractor's own code. */
function extractorSourceFiles(): string[] {
  const extractDir = path.join(__dirname, 'extract');
  return [...fs.readdirSync(extractDir).map((name) => path.join(extractDir, name)), path.join(__dirname, 'slug.ts')].sort();
}

function packageVersion(nodeModulesDir: string, name: string): string {
  try {
    return String((JSON.parse(fs.readFileSync(path.join(nodeModulesDir, name, 'package.json'), 'utf8')) as { version?: unknown }).version);
  } catch {
    return 'missing';
  }
}

export function cacheKey(nodeModulesDir: string, products: readonly ApiProductConfig[]): string {
  const hash = crypto.createHash('sha256');
  for (const product of products) {
    for (const { name } of product.packages) hash.update(`${name}@${packageVersion(nodeModulesDir, name)}\n`);
  }
  // The products' configuration the extraction reads, hashed by value: the registry's file also changes for facts it ignores.
  hash.update(
    JSON.stringify(
      products.map(({ id, packages, interfaces, selectors }) => ({ id, packages, interfaces, selectorPrefix: selectors?.prefix })),
    ),
  );
  hash.update(`typescript@${ts.version}\n`);
  for (const file of extractorSourceFiles()) hash.update(fs.readFileSync(file, 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

export interface LoadOptions {
  nodeModulesDir: string;
  products?: readonly ApiProductConfig[];
  /** Set to false to always extract afresh. */
  useCache?: boolean;
}

const inProcess = new Map<string, ExtractedReference>();

/** The extraction, from memory, from the disk cache or freshly made (and then cached). */
export function loadExtractedReference({ nodeModulesDir, products = API_PRODUCTS, useCache = true }: LoadOptions): ExtractedReference {
  const key = cacheKey(nodeModulesDir, products);
  const remembered = inProcess.get(key);
  if (remembered) return remembered;
  const cacheFile = path.join(nodeModulesDir, '.cache', 'api-reference', `${key}.json`);
  let extracted: ExtractedReference | undefined;
  if (useCache && fs.existsSync(cacheFile)) {
    try {
      extracted = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as ExtractedReference;
    } catch {
      extracted = undefined;
    }
  }
  if (!extracted) {
    extracted = extractApiReference({ products, nodeModulesDir });
    if (useCache) {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      fs.writeFileSync(cacheFile, JSON.stringify(extracted));
    }
  }
  inProcess.set(key, extracted);
  return extracted;
}
