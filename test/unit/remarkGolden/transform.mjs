/**
 * Runs one of the site's remark plugins on an MDX file the way Docusaurus's MDX loader parses pages (remark with
 * MDX, GFM and front matter), and prints the tree it leaves back as MDX. In a Node process of its own: the remark
 * packages are ES modules, which Jest's module loader does not load reliably across test files.
 * Reads `{ plugin, options, file }` as JSON on stdin (`{ "$map": [[key, value], …] }` stands for a Map); on failure
 * prints the error's message on stderr and exits 1.
 */
import fs from 'node:fs';
import createJiti from 'jiti';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

try {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { plugin, options, file } = JSON.parse(input, (_key, value) => (value?.$map ? new Map(value.$map) : value));
  const createTransformer = createJiti(import.meta.url)(plugin).default;
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter).use(remarkStringify);
  const tree = processor.parse(fs.readFileSync(file, 'utf8'));
  await createTransformer(options)(tree, { path: file });
  process.stdout.write(processor.stringify(tree));
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
