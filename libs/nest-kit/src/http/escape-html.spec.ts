import { describe, expect, it } from '@jest/globals';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('makes markup, ampersands and both quote marks inert', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('leaves text without special characters as it is', () => {
    expect(escapeHtml('Untangle – naïve café')).toBe('Untangle – naïve café');
  });
});
