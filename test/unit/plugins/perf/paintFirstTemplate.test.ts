// Docusaurus's own compile step, so the page renders as it does in the build.
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import { ssrTemplate } from '@site/plugins/perf/paint-first/ssrTemplate';

async function renderPage() {
  const render = await compileSSGTemplate(ssrTemplate());
  return render({
    version: '3.9.2',
    baseUrl: '/',
    htmlAttributes: 'lang="en" dir="ltr"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    metaAttributes: ['<meta name="description" content="Grid">'],
    headTags: '<link rel="canonical" href="https://mui.com/x/">',
    stylesheets: ['assets/css/styles.css'],
    scripts: ['assets/js/runtime~main.js', 'assets/js/main.js', 'assets/js/8043.7834f5e3.js'],
    preBodyTags: '<script>/* mode */</script>',
    appHtml: '<main>Page</main>',
    postBodyTags: '',
    noIndex: false,
  });
}

describe('the page template', () => {
  let html = '';
  beforeAll(async () => {
    html = await renderPage();
  });

  it('fills every slot Docusaurus gives it', () => {
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<meta name="generator" content="Docusaurus v3.9.2">');
    expect(html).toContain('<meta name="description" content="Grid">');
    expect(html).toContain('<link rel="canonical" href="https://mui.com/x/">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css">');
    expect(html).toContain('<body class="navigation-with-keyboard">');
    expect(html).toContain('<div id="__docusaurus"><main>Page</main></div>');
  });

  it('preloads the entry bundles at low priority instead of running them as they arrive', () => {
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/assets/js/runtime~main.js">');
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/assets/js/main.js">');
    expect(html).not.toMatch(/<script src=/);
  });

  it("leaves the page's own chunks out of the head, where they would compete with the first paint", () => {
    expect(html).not.toContain('href="/assets/js/8043.7834f5e3.js"');
  });

  it('hands every bundle URL, in order, to the loader at the end of the body', () => {
    expect(html).toMatch(
      /\(\["\/assets\/js\/runtime~main\.js","\/assets\/js\/main\.js","\/assets\/js\/8043\.7834f5e3\.js"\]\);<\/script>\s*<\/body>/,
    );
  });
});
