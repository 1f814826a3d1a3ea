import { z } from 'zod';

/**
 * The nonce the server put in this page (`<meta property="csp-nonce">`, a fresh one per page). The
 * page's Content-Security-Policy lets in only <style> elements that carry it.
 */
export const CSP_NONCE: string | undefined = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/**
 * Makes the app work under the page's policy. Imported first by main.tsx, before any library runs.
 * - Every <style> element created by script gets the nonce. antd's CSS-in-JS takes it from
 *   ConfigProvider's `csp`, but other libraries insert style elements without a way to pass it
 *   (the modal scroll lock and scrollbar measure of @rc-component, react-component/portal#35 and
 *   react-component/util#613). Only code that already runs as our script can call createElement;
 *   styles that arrive in HTML (a mail body, an injection) are parsed, not created, and stay blocked.
 * - zod compiles schemas with `new Function` when eval is allowed and probes for it otherwise; the
 *   policy forbids eval, so zod is told to parse without compiling (and the probe is not reported).
 */
export function installCspSupport() {
  z.config({ jitless: true });
  const nonce = CSP_NONCE;
  if (!nonce) return;
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof create;
}
