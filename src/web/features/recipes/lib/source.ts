/** The host a recipe came from ('bbcgoodfood.com'), for 'From {host}'; undefined for a bad address. */
export function sourceHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return u.host.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * The bookmarklet: on any recipe page it opens Chowdr's import and hands it the page the cook's
 * browser already shows (so sites that refuse Chowdr's own fetch still import). Chowdr's window
 * says it is ready; the page answers with its HTML and address, to Chowdr's origin only.
 */
export function bookmarkletCode(origin: string): string {
  const o = JSON.stringify(origin);
  return (
    'javascript:(()=>{' +
    `const o=${o},w=window.open(o+'/saved-recipes?import=page','chowdr-import');` +
    'const f=(e)=>{if(e.origin===o&&e.data==="chowdr-import-ready"){' +
    'w.postMessage({type:"chowdr-import-page",html:document.documentElement.outerHTML,url:location.href},o);' +
    'removeEventListener("message",f)}};addEventListener("message",f)})()'
  );
}
