import { describe, expect, it } from 'vitest';
import { activeSvgParts, sanitizeSvg } from '../../../src/build/images/svg-safety.js';

const CLEAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="4" height="4"/><use href="#g"/></svg>';

// Every kind of active or outside content a drawing can carry: named by the check, removed by the cleaning.
const CASES: [what: string, svg: string][] = [
  ['a script', '<svg><script>alert(1)</script></svg>'],
  ['a script', '<svg><script href="x.js"/></svg>'],
  ['an event handler (on… attribute)', '<svg onload="alert(1)"><rect/></svg>'],
  ['a script address', '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
  ['embedded HTML (foreignObject)', '<svg><foreignObject><iframe src="https://x"></iframe></foreignObject></svg>'],
  ['embedded content', '<svg><iframe src="https://evil.example"></iframe></svg>'],
  ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
  ['a link or reference to another file or site', '<svg><image xlink:href="https://evil.example/p.png"/></svg>'],
  ['a stylesheet reference to another file or site', '<svg><style>@import "https://evil.example/s.css";</style></svg>'],
  ['a stylesheet reference to another file or site', '<svg><rect style="fill:url(https://evil.example/x)"/></svg>'],
];

describe('SVG safety', () => {
  it('finds nothing in a plain drawing, and leaves it as it is', () => {
    expect(activeSvgParts(CLEAN)).toEqual([]);
    expect(sanitizeSvg(CLEAN)).toBe(CLEAN);
  });

  it.each(CASES)('names %s and removes it', (what, svg) => {
    expect(activeSvgParts(svg)).toContain(what);
    expect(activeSvgParts(sanitizeSvg(svg))).toEqual([]);
  });

  it('keeps an embedded raster picture (a data: address of an image)', () => {
    const embedded = '<svg><image xlink:href="data:image/png;base64,iVBORw0KGgo="/></svg>';
    expect(activeSvgParts(embedded)).toEqual([]);
    expect(sanitizeSvg(embedded)).toBe(embedded);
  });
});
