import { describe, expect, it } from 'vitest';
import remarkTypography from '../../../../src/plugins/typography';

type Node = { type: string; value?: string; children?: Node[] };
const text = (value: string): Node => ({ type: 'text', value });

describe('remarkTypography', () => {
  it('typesets text nodes, reading a quote after emphasis as closing, and leaves code alone', () => {
    const tree: Node = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [text('Ask "'), { type: 'strong', children: [text('what')] }, text('" in 24 h')],
        },
        { type: 'code', value: 'x = "a" 24 h' },
        { type: 'paragraph', children: [{ type: 'inlineCode', value: '"b"' }] },
      ],
    };
    remarkTypography({ locale: 'en' })(tree);
    const [p, code, inline] = tree.children!;
    expect(p.children!.map((n) => n.value ?? n.children?.[0].value).join('')).toBe('Ask “what” in 24\u00a0h');
    expect(code.value).toBe('x = "a" 24 h');
    expect(inline.children![0].value).toBe('"b"');
  });
});
