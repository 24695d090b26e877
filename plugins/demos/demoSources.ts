/**
 * A demo's sources as the build writes them (remarkDemos.ts, one JSON module per demo) and the Demo component reads
 * them when the reader opens the code: the types both sides share, in a module of their own so browser code never
 * names a build-time module.
 */

/** A module of the site that a demo imports (a data generator, a stylesheet), which its sandbox needs too. */
export interface LocalDemoFile {
  /** The specifier the demo imports it with, e.g. `../data/employees` or `./StyledGrid.css`. */
  specifier: string;
  /** Its file name without extension, e.g. `employees`. */
  name: string;
  /** A stylesheet (`css`) has the same text in both variants. */
  extension: 'ts' | 'tsx' | 'css';
  tsSource: string;
  jsSource: string;
}

export interface DemoSources {
  tsSource: string;
  jsSource: string;
  localFiles: LocalDemoFile[];
}
