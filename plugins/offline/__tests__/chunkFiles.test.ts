import { chunkFilesRecorder, filesImportedAs, type CompilationLike } from '@site/plugins/offline/chunkFiles';

const compilation: CompilationLike = {
  chunkGroups: [
    {
      origins: [{ request: '@theme/OfflinePage' }],
      chunks: [{ files: new Set(['assets/js/7a1.js', 'assets/css/7a1.css']) }, { files: ['assets/js/vendor.js'] }],
    },
    { origins: [{ request: '@site/docs/react-data-grid/index.mdx' }], chunks: [{ files: ['assets/js/grid.js', 'assets/js/vendor.js'] }] },
    { origins: [{ request: '@theme/OfflinePage' }], chunks: [{ files: ['assets/js/vendor.js'] }] },
    { origins: [{ request: '@generated/x-docs-offline/default/__plugin.json' }], chunks: [{ files: ['assets/js/8b3.js'] }] },
    { chunks: [{ files: ['assets/js/main.js'] }] },
  ],
};

describe("the offline page's chunks", () => {
  it('are the files of the chunk groups its component was imported as, each once', () => {
    expect(filesImportedAs(compilation, ['@theme/OfflinePage'])).toEqual(['assets/js/7a1.js', 'assets/css/7a1.css', 'assets/js/vendor.js']);
  });

  it("include its plugin's route context", () => {
    expect(filesImportedAs(compilation, ['@theme/OfflinePage', '@generated/x-docs-offline/default/__plugin.json'])).toEqual([
      'assets/js/7a1.js',
      'assets/css/7a1.css',
      'assets/js/vendor.js',
      'assets/js/8b3.js',
    ]);
  });

  it('are none when nothing imports the component', () => {
    expect(filesImportedAs(compilation, ['@theme/Missing'])).toEqual([]);
  });

  it('reach the plugin once the client build has written its files', () => {
    let afterEmit: ((compilation: CompilationLike) => void) | undefined;
    const recorded: string[][] = [];
    chunkFilesRecorder(['@theme/OfflinePage'], (files) => recorded.push(files)).apply({
      hooks: { afterEmit: { tap: (_name, fn) => (afterEmit = fn) } },
    });
    expect(recorded).toEqual([]);
    afterEmit?.(compilation);
    expect(recorded).toEqual([['assets/js/7a1.js', 'assets/css/7a1.css', 'assets/js/vendor.js']]);
  });
});
