import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bookmarkletCode, sourceHost } from './source';

describe('sourceHost', () => {
  it("names the site an imported recipe came from, for 'From {host}'", () => {
    expect(sourceHost('https://www.bbcgoodfood.com/recipes/lasagne')).toBe('bbcgoodfood.com');
    expect(sourceHost('http://192.168.1.5:8080/r/1')).toBe('192.168.1.5:8080');
    expect(sourceHost(undefined)).toBeUndefined();
    expect(sourceHost('javascript:alert(1)')).toBeUndefined();
    expect(sourceHost('not a url')).toBeUndefined();
  });
});

describe('bookmarkletCode', () => {
  it("opens Chowdr's import and sends the page only to Chowdr's origin, once it says it is ready", () => {
    const code = bookmarkletCode('https://chowdr.home');
    expect(code.startsWith('javascript:')).toBe(true);
    expect(code).toContain('"https://chowdr.home"');
    expect(code).toContain('/saved-recipes?import=page');
    expect(code).toContain('e.origin===o&&e.data==="chowdr-import-ready"');
    expect(code).toMatch(
      /w\.postMessage\(\{type:"chowdr-import-page",html:document\.documentElement\.outerHTML,url:location\.href\},o\)/,
    );
    // It compiles (not run here).
    expect(() => new Script(code.slice('javascript:'.length))).not.toThrow();
  });
});
